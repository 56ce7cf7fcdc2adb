/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Withdrawals handled by an operator (issue 20, money): a request is approved (status
 * `approved`), then marked paid by hand with the bank transfer's reference, or refused with a
 * reason (status `refused`, the reason in `remark` as the user sees it). Who did it and when.
 * Existing rows keep their status (`pending` is the requested state). Frozen in time: takes
 * Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

const COLUMNS = ['approved_by', 'approved_at', 'paid_reference', 'settled_by', 'settled_at'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('withdrawals').addColumn('approved_by', 'integer').execute();
  await db.schema.alterTable('withdrawals').addColumn('approved_at', 'bigint').execute();
  await db.schema
    .alterTable('withdrawals')
    .addColumn('paid_reference', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('withdrawals').addColumn('settled_by', 'integer').execute();
  await db.schema.alterTable('withdrawals').addColumn('settled_at', 'bigint').execute();
  await db.schema
    .createIndex('withdrawals_status_created')
    .on('withdrawals')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('withdrawals_status_created').execute();
  for (const c of COLUMNS.reverse()) {
    await db.schema.alterTable('withdrawals').dropColumn(c).execute();
  }
}
