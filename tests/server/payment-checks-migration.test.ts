/**
 * The payment-checks migration (issue 22) upgrades a database made by the previous migrations:
 * trades keep their rows with next_check_at 0; payment_checks takes one row per trade, kind and
 * refund number. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-12-01T01-payment-checks';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`${NEW} on a database of the previous migrations`, () => {
  it('keeps trades (next_check_at 0) and records a check once', async () => {
    const { database, cleanup } = await emptyDatabase('shop-payment-checks');
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
      .insertInto('payments')
      .values({
        trade_no: 'T1',
        user_id: 1,
        amount: 500,
        status: 'pending',
        created_at: 1_800_000_000,
      } as never)
      .execute();

    expect(await migrateToLatest(db)).toContain(NEW);
    expect(
      await db
        .selectFrom('payments')
        .select(['trade_no', 'amount', 'status', 'next_check_at'])
        .execute(),
    ).toEqual([{ trade_no: 'T1', amount: 500, status: 'pending', next_check_at: 0 }]);
    const row = {
      trade_no: 'T1',
      provider: 'wechatpay',
      kind: 'paid_after_close',
      our_state: 'closed',
      our_amount: 0,
      provider_state: 'paid',
      provider_amount: 500,
      action: 'refunded',
      out_refund_no: 'T1L',
      created_at: 1_800_000_100,
    };
    await db.insertInto('payment_checks').values(row).execute();
    await expect(db.insertInto('payment_checks').values(row).execute()).rejects.toThrow();
    await db
      .insertInto('payment_checks')
      .values({ ...row, kind: 'refund_stuck', action: 'manual' })
      .execute();
    expect(
      await db
        .selectFrom('payment_checks')
        .select(['kind', 'provider_ref'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      { kind: 'paid_after_close', provider_ref: '' },
      { kind: 'refund_stuck', provider_ref: '' },
    ]);
  });
});
