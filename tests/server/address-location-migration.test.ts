/**
 * The address-location migration (issue 19, brief B) upgrades a database made by the previous
 * migrations: existing consumer and merchant addresses are kept as they were, without a point
 * (placed on demand) and without a division code. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-11-30T08-address-location';
const PREVIOUS = '2026-11-30T07-cabinet-operations';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`${NEW} on a database of the previous migrations`, () => {
  it('keeps existing addresses, without a point or a code', async () => {
    const { database, cleanup } = await emptyDatabase('shop-addrloc');
    cleanups.push(cleanup);
    const db = database.db;
    const names = Object.keys(MIGRATIONS).sort();
    expect(names.filter((n) => n > PREVIOUS)[0]).toBe(NEW);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    });
    expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();
    const now = 1_800_000_000;
    const fields = {
      name: '张三',
      mobile: '13800138000',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路1号',
      is_default: 1,
      created_at: now,
      updated_at: now,
    };
    await db
      .insertInto('user_addresses')
      .values({ ...fields, user_id: 1 })
      .execute();
    await db
      .insertInto('merchant_addresses')
      .values({ ...fields, merchant_id: 1 })
      .execute();

    const upgraded = await migrateToLatest(db);
    expect(upgraded).toContain(NEW);

    for (const table of ['user_addresses', 'merchant_addresses'] as const) {
      const rows = await db
        .selectFrom(table)
        .select(['district', 'detail', 'lat_e6', 'lng_e6', 'region_code'])
        .execute();
      expect(rows, table).toEqual([
        { district: '西湖区', detail: '文三路1号', lat_e6: null, lng_e6: null, region_code: '' },
      ]);
    }
    await db
      .updateTable('user_addresses')
      .set({ lat_e6: 30_259_300, lng_e6: 120_130_000, region_code: '330106' })
      .execute();
    expect(
      await db.selectFrom('user_addresses').select(['lat_e6', 'lng_e6', 'region_code']).execute(),
    ).toEqual([{ lat_e6: 30_259_300, lng_e6: 120_130_000, region_code: '330106' }]);
  });
});
