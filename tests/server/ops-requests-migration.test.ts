/**
 * The ops-requests migration (issue 23 gaps, coupons) upgrades a database made by the previous
 * migrations: existing coupons and taken coupons stay as they were, and the new table keeps one
 * row per (operator, request id). SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/server/lib/db-errors';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-12-01T11-ops-requests';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`${NEW} on a database of the previous migrations`, () => {
  it('keeps the coupons and adds a request table unique by operator and request id', async () => {
    const { database, cleanup } = await emptyDatabase('shop-ops-requests');
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
        title: '旧券',
        amount: 500,
        threshold: 0,
        total: 10,
        received: 1,
        per_user_limit: 1,
        start_at: 1_800_000_000,
        end_at: 1_900_000_000,
        created_at: 1_800_000_000,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await migrateToLatest(db)).toContain(NEW);
    const row = await db
      .selectFrom('coupons')
      .select(['title', 'received'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: '旧券', received: 1 });
    const req = { operator_id: 1, request_id: 'a'.repeat(36), action: 'coupon_issue:1' };
    await db
      .insertInto('ops_requests')
      .values({ ...req, created_at: 1_800_000_000 })
      .execute();
    const stored = await db.selectFrom('ops_requests').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ...req, result: '' });
    const again = await db
      .insertInto('ops_requests')
      .values({ ...req, created_at: 1_800_000_001 })
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(again)).toBe(true);
    // another operator may use the same id
    await db
      .insertInto('ops_requests')
      .values({ ...req, operator_id: 2, created_at: 1_800_000_000 })
      .execute();
  });
});
