/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Idempotent console writes (issue 23 gaps, coupons): `ops_requests` keeps one row per
 * (operator, request id) an issue of coupons ran under, with the first answer (JSON, '' while its
 * transaction runs); a repeat of the same request answers that instead of issuing again.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ops_requests')
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    // what ran under it: `coupon_issue:<template id>`
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ops_requests_pk', ['operator_id', 'request_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ops_requests').execute();
}
