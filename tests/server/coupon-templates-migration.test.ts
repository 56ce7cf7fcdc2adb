/**
 * The coupon-templates migration (issue 23, coupons) upgrades a database made by the previous
 * migrations: existing coupons stay amount coupons of a fixed window over all goods, shown in the
 * centre and running; taken coupons keep expiring at their template's end (expires_at null) and
 * read as taken in the centre. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-12-01T04-coupon-templates';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`${NEW} on a database of the previous migrations`, () => {
  it('keeps coupons and taken coupons with their old behaviour', async () => {
    const { database, cleanup } = await emptyDatabase('shop-coupon-templates');
    cleanups.push(cleanup);
    const db = database.db;
    const names = Object.keys(MIGRATIONS).sort();
    const previous = names[names.indexOf(NEW) - 1]!;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const c = await db
      .insertInto('coupons')
      .values({
        title: '老券',
        amount: 500,
        threshold: 3000,
        total: 10,
        received: 1,
        per_user_limit: 1,
        start_at: 1_800_000_000,
        end_at: 1_900_000_000,
        created_at: 1_800_000_000,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('coupon_users')
      .values({ coupon_id: c.id, user_id: 1, created_at: 1_800_000_001 })
      .execute();

    expect(await migrateToLatest(db)).toContain(NEW);
    const row = await db
      .selectFrom('coupons')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 0,
      rate: 0,
      valid_days: 0,
      scope: 'all',
      scope_ids: '[]',
      in_centre: 1,
      received: 1,
    });
    expect(Number(row.stopped_at)).toBe(0);
    const cu = await db.selectFrom('coupon_users').selectAll().executeTakeFirstOrThrow();
    expect(cu.expires_at).toBeNull();
    expect(cu.source).toBe('centre');
  });
});
