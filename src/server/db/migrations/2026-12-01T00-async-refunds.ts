/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Asynchronous provider refunds (issue 22): a `refunds` row is claimed `pending` in the refund's
 * transaction, the provider is called after the commit with the row's `out_refund_no` (the same
 * number on every retry, so the provider refunds once), and the provider's refund notify (or a
 * query) marks it `done` or `failed` once. Rows made before are `done` and keep an empty number.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('refunds')
    .addColumn('out_refund_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  // the payment provider the refund goes through ('' for wallet refunds)
  await db.schema
    .alterTable('refunds')
    .addColumn('provider', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .execute();
  // provider calls made so far, and when the retry job may call (or query) again (Unix s)
  await db.schema
    .alterTable('refunds')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('refunds')
    .addColumn('next_try_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // the provider's last answer or error, for the operator (never a secret)
  await db.schema
    .alterTable('refunds')
    .addColumn('last_error', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('refunds')
    .addColumn('finished_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('refunds_status_next')
    .on('refunds')
    .columns(['status', 'next_try_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('refunds_status_next').execute();
  for (const c of [
    'finished_at',
    'last_error',
    'next_try_at',
    'attempts',
    'provider',
    'out_refund_no',
  ]) {
    await db.schema.alterTable('refunds').dropColumn(c).execute();
  }
}
