/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Session expiry and terminal binding (docs/security.md "Sessions"):
 * - `merchant_tokens.terminal_id`: the terminal a merchant session logged in from; a request or
 *   socket must present the same id. Existing sessions get '' (bound to "no terminal id"): they
 *   keep working for a client that sends none, and a kiosk that does logs in again.
 * - `stock_ledger.made_at`: when a terminal made a move it queued offline (Unix seconds); null
 *   for moves booked when they were made (`created_at` is then the time).
 * The idle and absolute limits use the existing `last_used_at` and `created_at` columns.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('merchant_tokens')
    .addColumn('terminal_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('stock_ledger').addColumn('made_at', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stock_ledger').dropColumn('made_at').execute();
  await db.schema.alterTable('merchant_tokens').dropColumn('terminal_id').execute();
}
