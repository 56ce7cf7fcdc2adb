/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Parcels (issue 22, logistics tracking): one row per shipped waybill (carrier code + number),
 * written when an order ships. With a tracking provider the row records whether the provider's
 * push subscription was accepted (a job retries the others) and the latest trace it pushed.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('parcels')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    // the carrier's code (shared/carriers.ts) and the waybill number
    .addColumn('company', 'varchar(32)', (c) => c.notNull())
    .addColumn('number', 'varchar(40)', (c) => c.notNull())
    // last 4 digits of the receiver's mobile (SF Express answers only with them)
    .addColumn('phone_tail', 'varchar(4)', (c) => c.notNull().defaultTo(''))
    // when the provider accepted the push subscription; null = not (yet): the job retries
    .addColumn('subscribed_at', 'bigint')
    .addColumn('subscribe_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // the provider's state code of the parcel ('' before the first push), signed = delivered
    .addColumn('state', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('signed', 'integer', (c) => c.notNull().defaultTo(0))
    // the trace, newest first: JSON [{ time, text }]
    .addColumn('events', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('event_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('parcels_waybill', ['company', 'number'])
    .execute();
  await db.schema
    .createIndex('parcels_unsubscribed')
    .on('parcels')
    .columns(['subscribed_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('parcels').ifExists().execute();
}
