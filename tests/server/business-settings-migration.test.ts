/**
 * The business-settings migration (issue 23, part settings) upgrades a database made by the
 * previous migrations: the pay deadline in app_config `com_exp_time` moves into `order_rules`
 * (a valid order section), the old key goes; without `com_exp_time` no row is written (the
 * defaults apply). SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { SETTINGS_SCHEMAS } from '../../src/shared/rules/business-settings';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-12-01T08-business-settings';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function atPrevious(name: string) {
  const { database, cleanup } = await emptyDatabase(name);
  cleanups.push(cleanup);
  const db = database.db;
  const names = Object.keys(MIGRATIONS).sort();
  const previous = names[names.indexOf(NEW) - 1]!;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  expect((await migrator.migrateTo(previous)).error).toBeUndefined();
  return db;
}

describe(`${NEW} on a database of the previous migrations`, () => {
  it('moves com_exp_time into order_rules and keeps its value', async () => {
    const db = await atPrevious('shop-business-settings');
    await db.insertInto('app_config').values({ key: 'com_exp_time', value: '900' }).execute();

    expect(await migrateToLatest(db)).toContain(NEW);
    const rows = await db
      .selectFrom('app_config')
      .select(['key', 'value'])
      .where('key', 'in', ['com_exp_time', 'order_rules'])
      .execute();
    expect(rows.map((r) => r.key)).toEqual(['order_rules']);
    const rules = SETTINGS_SCHEMAS.order.parse(JSON.parse(rows[0]!.value));
    expect(rules).toEqual({ pay_deadline_s: 900, auto_receipt_days: 10, after_sale_days: 7 });
  });

  it('writes no order_rules when com_exp_time was never set', async () => {
    const db = await atPrevious('shop-business-settings-empty');
    expect(await migrateToLatest(db)).toContain(NEW);
    expect(
      await db.selectFrom('app_config').select('key').where('key', '=', 'order_rules').execute(),
    ).toEqual([]);
  });
});
