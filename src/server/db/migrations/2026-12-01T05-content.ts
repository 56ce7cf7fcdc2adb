/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Home and content run from the console (issue 23, part content): banners get a time window
 * (`start_at` / `end_at`, Unix s, 0 = unbounded), and message-centre announcements are stored
 * once (`announcements`, both languages) and fanned out to `user_messages` rows that name their
 * announcement (a user gets one row per announcement: unique index). Existing rows keep their
 * meaning: banners unbounded, messages with no announcement. Frozen in time: takes
 * Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';

  await db.schema
    .alterTable('banners')
    .addColumn('start_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('banners')
    .addColumn('end_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('body_en', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'varchar(330)')
    // all | registered (created_at in [reg_from, reg_to]) | right (holders of `right`)
    .addColumn('segment', 'varchar(16)', (c) => c.notNull())
    .addColumn('reg_from', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reg_to', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('right', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    // 0 draft, 1 sent
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'bigint')
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('user_messages').addColumn('announcement_id', 'integer').execute();
  // NULLs are distinct on both databases: other messages are not constrained
  await db.schema
    .createIndex('user_messages_announcement')
    .on('user_messages')
    .columns(['announcement_id', 'user_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_messages_announcement').execute();
  await db.schema.alterTable('user_messages').dropColumn('announcement_id').execute();
  await db.schema.dropTable('announcements').execute();
  await db.schema.alterTable('banners').dropColumn('end_at').execute();
  await db.schema.alterTable('banners').dropColumn('start_at').execute();
}
