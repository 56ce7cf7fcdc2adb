/**
 * The withdrawal-payouts migration (issue 22) upgrades a database made by the previous
 * migrations: withdrawals keep their rows and status with empty payout columns, and take the
 * `paying` state. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-12-01T02-withdrawal-payouts';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`${NEW} on a database of the previous migrations`, () => {
  it('keeps withdrawals with empty payout columns', async () => {
    const { database, cleanup } = await emptyDatabase('shop-withdrawal-payouts');
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
      .insertInto('withdrawals')
      .values({
        user_id: 1,
        bank_card_id: 1,
        amount: 3000,
        fee: 100,
        actual: 2900,
        status: 'approved',
        created_at: 1_800_000_000,
        updated_at: 1_800_000_000,
      } as never)
      .execute();

    expect(await migrateToLatest(db)).toContain(NEW);
    const cols = [
      'status',
      'actual',
      'payout_no',
      'payout_provider',
      'payout_attempts',
      'payout_at',
      'payout_error',
    ] as const;
    expect(await db.selectFrom('withdrawals').select(cols).execute()).toEqual([
      {
        status: 'approved',
        actual: 2900,
        payout_no: '',
        payout_provider: '',
        payout_attempts: 0,
        payout_at: 0,
        payout_error: '',
      },
    ]);
    await db
      .updateTable('withdrawals')
      .set({ status: 'paying', payout_no: 'W00000001P1', payout_attempts: 1, payout_at: 5 })
      .execute();
    expect(await db.selectFrom('withdrawals').select(['status', 'payout_no']).execute()).toEqual([
      { status: 'paying', payout_no: 'W00000001P1' },
    ]);
  });
});
