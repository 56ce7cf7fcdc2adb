/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Customer service in the operator console (issue 20, part `service`): a complaint's reply
 * is signed by the operator who wrote it (`replied_by`, `replied_at`) and a complaint can be
 * closed (`status` 3, `closed_at`, `closed_by`). The queue is read by status and date.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('complaints').addColumn('replied_by', 'integer').execute();
  await db.schema
    .alterTable('complaints')
    .addColumn('replied_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('complaints').addColumn('closed_by', 'integer').execute();
  await db.schema
    .alterTable('complaints')
    .addColumn('closed_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('complaints_status_created')
    .on('complaints')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('complaints_status_created').ifExists().execute();
  for (const col of ['closed_at', 'closed_by', 'replied_at', 'replied_by']) {
    await db.schema.alterTable('complaints').dropColumn(col).execute();
  }
}
