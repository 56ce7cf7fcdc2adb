/**
 * The activity stock-cap migration (issue 23, promotions) upgrades a database made by the
 * previous migrations: activity goods keep their rows with `stock_cap` 0 (no cap), and take a
 * cap afterwards. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-12-01T03-activity-stock-cap';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`${NEW} on a database of the previous migrations`, () => {
  it('keeps activity goods with no cap', async () => {
    const { database, cleanup } = await emptyDatabase('shop-activity-stock-cap');
    cleanups.push(cleanup);
    const db = database.db;
    const names = Object.keys(MIGRATIONS).sort();
    const previous = names[names.indexOf(NEW) - 1]!;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    await db
      .insertInto('activity_goods')
      .values({ activity_id: 1, goods_id: 1, sku_id: 1, price: 500, limit_per_user: 1 })
      .execute();

    expect(await migrateToLatest(db)).toContain(NEW);
    expect(
      await db
        .selectFrom('activity_goods')
        .select(['price', 'limit_per_user', 'stock_cap'])
        .execute(),
    ).toEqual([{ price: 500, limit_per_user: 1, stock_cap: 0 }]);
    await db.updateTable('activity_goods').set({ stock_cap: 7 }).execute();
    expect(await db.selectFrom('activity_goods').select('stock_cap').execute()).toEqual([
      { stock_cap: 7 },
    ]);
  });
});
