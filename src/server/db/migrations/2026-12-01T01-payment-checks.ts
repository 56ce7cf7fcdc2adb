/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Payment reconciliation (issue 22): `payment_checks` holds one row per discrepancy found
 * between the shop and a payment provider (a payment after the trade was closed, a payment
 * whose notify never came, a refund pending too long) and the action taken; the unique key
 * makes a discrepancy recorded and acted on once. `payments.next_check_at` spaces the
 * reconciliation job's queries of one trade. Frozen in time: takes Kysely<any>, imports nothing
 * of the app; SQLite and PostgreSQL.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('payment_checks')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('trade_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    // paid_after_close | paid_not_notified | paid_twice | amount_differs | refund_stuck
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    // the shop's state of the trade (or refund) when found, and its amount (fen)
    .addColumn('our_state', 'varchar(20)', (c) => c.notNull())
    .addColumn('our_amount', 'bigint', (c) => c.notNull())
    // the provider's state and amount (fen)
    .addColumn('provider_state', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_amount', 'bigint', (c) => c.notNull())
    // the provider's id of the payment (or refund)
    .addColumn('provider_ref', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // settled | refunded | none | manual
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    // the refund this check concerns or started ('' when none)
    .addColumn('out_refund_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payment_checks_once', ['trade_no', 'kind', 'out_refund_no'])
    .execute();
  await db.schema
    .createIndex('payment_checks_created')
    .on('payment_checks')
    .column('created_at')
    .execute();
  // Unix s before which the reconciliation job does not query the provider about the trade
  await db.schema
    .alterTable('payments')
    .addColumn('next_check_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('next_check_at').execute();
  await db.schema.dropTable('payment_checks').execute();
}
