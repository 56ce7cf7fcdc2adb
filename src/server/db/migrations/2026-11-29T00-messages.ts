/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Messages (docs/api-messages.md): per-user messages, shop news articles, clauses (agreements,
 * guide) and push device registrations. Frozen in time: takes Kysely<any>, imports nothing of
 * the app; written for SQLite and PostgreSQL.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';

  await db.schema
    .createTable('user_messages')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // system | order | promo | account
    .addColumn('category', 'varchar(12)', (c) => c.notNull())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    // in-app route path, never an external URL
    .addColumn('link', 'varchar(330)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('user_messages_list')
    .on('user_messages')
    .columns(['user_id', 'category', 'id'])
    .execute();
  await db.schema
    .createIndex('user_messages_unread')
    .on('user_messages')
    .columns(['user_id', 'read_at'])
    .execute();

  // shop news: announcements everyone sees
  await db.schema
    .createTable('articles')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('cover', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    // 1 shown, 0 hidden
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('articles_published')
    .on('articles')
    .columns(['status', 'published_at'])
    .execute();

  // agreements, policies and the guide; the newest published version per type is current
  await db.schema
    .createTable('notice_clauses')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('type', 'varchar(30)', (c) => c.notNull())
    .addColumn('version', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('notice_clauses_version', ['type', 'version'])
    .execute();

  // one row per device (push client id); a cid moves to the user who registers it last
  await db.schema
    .createTable('push_devices')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('cid', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('platform', 'varchar(16)', (c) => c.notNull())
    .addColumn('all_data', 'varchar(2000)', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_devices_user').on('push_devices').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_devices').ifExists().execute();
  await db.schema.dropTable('notice_clauses').ifExists().execute();
  await db.schema.dropTable('articles').ifExists().execute();
  await db.schema.dropTable('user_messages').ifExists().execute();
}
