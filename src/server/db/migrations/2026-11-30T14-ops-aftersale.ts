/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * The platform as an after-sale decider (issue 20, after-sales arbitration): `decided_by` says
 * who made the last decision of a request ('' the seller or nobody yet, 'platform' the operator
 * console: its own stores' requests, or an arbitration of a seller's refusal or silence), and
 * `reject_code` the code of a platform refusal (its free text stays in `reject_reason`, which the
 * consumer reads). Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and
 * PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('after_sales')
    .addColumn('decided_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('after_sales')
    .addColumn('reject_code', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('after_sales').dropColumn('reject_code').execute();
  await db.schema.alterTable('after_sales').dropColumn('decided_by').execute();
}
