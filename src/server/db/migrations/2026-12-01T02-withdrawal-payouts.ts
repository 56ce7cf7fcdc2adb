/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Withdrawal payouts through a payment provider (issue 22): an approved withdrawal an operator
 * pays out is claimed (status `paying`, a new `payout_no` per attempt, the provider's name and
 * when), then ends `paid` (the provider's reference in `paid_reference`) or back in `approved`
 * with the provider's reason in `payout_error`. Existing rows keep their status with empty payout
 * columns. Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // the number the provider knows the transfer by (its out_biz_no), '' when never paid out
  await db.schema
    .alterTable('withdrawals')
    .addColumn('payout_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('withdrawals')
    .addColumn('payout_provider', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .execute();
  // how many payouts were started (the next payout_no's suffix)
  await db.schema
    .alterTable('withdrawals')
    .addColumn('payout_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Unix s the current payout was claimed (the payout job asks the provider after a while)
  await db.schema
    .alterTable('withdrawals')
    .addColumn('payout_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // the provider's reason the last payout failed ('' none)
  await db.schema
    .alterTable('withdrawals')
    .addColumn('payout_error', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of [
    'payout_error',
    'payout_at',
    'payout_attempts',
    'payout_provider',
    'payout_no',
  ]) {
    await db.schema.alterTable('withdrawals').dropColumn(c).execute();
  }
}
