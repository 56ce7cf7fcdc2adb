/**
 * The merchant-ops migration (issue 23, part merchants) upgrades a database made by the previous
 * migrations: merchants, cabinets, couriers and terminals keep their rows; cabinets take an empty
 * location (codes stay unique, as the first migration already required); terminals are unbound; couriers can then be assigned to cabinets. SQLite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-12-01T07-merchant-ops';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`${NEW} on a database of the previous migrations`, () => {
  it('keeps merchants, cabinets, couriers and terminals', async () => {
    const { database, cleanup } = await emptyDatabase('shop-merchant-ops');
    cleanups.push(cleanup);
    const db = database.db;
    const names = Object.keys(MIGRATIONS).sort();
    const previous = names[names.indexOf(NEW) - 1]!;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const now = 1_800_000_000;
    const m = await db
      .insertInto('merchants')
      .values({ account: 'm1', password_hash: 'x', name: '一号商户', created_at: now } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const cabinet = (code: string, name: string) =>
      db
        .insertInto('cabinets')
        .values({
          merchant_id: m.id,
          code,
          name,
          address: '杭州市西湖区',
          grid_rows: 3,
          grid_cols: 4,
          created_at: now,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const c1 = await cabinet('C001', '一号柜');
    const c2 = await cabinet('C002', '二号柜');
    const courier = await db
      .insertInto('couriers')
      .values({
        merchant_id: m.id,
        account: 'courier1',
        name: '配送员',
        password_hash: 'y',
        created_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cabinet_terminals')
      .values({
        merchant_id: m.id,
        terminal_id: 'T-1',
        cabinet_id: c1.id,
        last_seen_at: now,
        created_at: now,
      })
      .execute();

    expect(await migrateToLatest(db)).toContain(NEW);

    expect(await db.selectFrom('merchants').select(['id', 'account', 'name']).execute()).toEqual([
      { id: m.id, account: 'm1', name: '一号商户' },
    ]);
    const cabinets = await db
      .selectFrom('cabinets')
      .select(['id', 'code', 'name', 'address', 'grid_rows', 'grid_cols', 'lat_e6', 'lng_e6'])
      .orderBy('id')
      .execute();
    expect(cabinets).toEqual([
      {
        id: c1.id,
        code: 'C001',
        name: '一号柜',
        address: '杭州市西湖区',
        grid_rows: 3,
        grid_cols: 4,
        lat_e6: null,
        lng_e6: null,
      },
      {
        id: c2.id,
        code: 'C002',
        name: '二号柜',
        address: '杭州市西湖区',
        grid_rows: 3,
        grid_cols: 4,
        lat_e6: null,
        lng_e6: null,
      },
    ]);
    expect(
      await db.selectFrom('couriers').select(['id', 'account', 'merchant_id']).execute(),
    ).toEqual([{ id: courier.id, account: 'courier1', merchant_id: m.id }]);
    expect(
      await db
        .selectFrom('cabinet_terminals')
        .select(['terminal_id', 'cabinet_id', 'bound'])
        .execute(),
    ).toEqual([{ terminal_id: 'T-1', cabinet_id: c1.id, bound: 0 }]);

    // the new schema works: a location, an assignment, and codes stay unique
    await db
      .updateTable('cabinets')
      .set({ lat_e6: 30_274_000, lng_e6: 120_155_000 })
      .where('id', '=', c1.id)
      .execute();
    await db
      .insertInto('courier_cabinets')
      .values({ courier_id: courier.id, cabinet_id: c1.id, created_at: now })
      .execute();
    expect(await db.selectFrom('courier_cabinets').selectAll().execute()).toEqual([
      { courier_id: courier.id, cabinet_id: c1.id, created_at: now },
    ]);
    await expect(
      db.updateTable('cabinets').set({ code: 'C001' }).where('id', '=', c2.id).execute(),
    ).rejects.toThrow();
  });
});
