/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * The neighbourhood feed (docs/api-feed.md): posts, comments, likes, reports. Frozen in time:
 * takes Kysely<any>, imports nothing of the app; written for SQLite and PostgreSQL.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';

  await db.schema
    .createTable('feed_posts')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // 1–500 characters
    .addColumn('content', 'text', (c) => c.notNull())
    // JSON array of up to 9 image URLs
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('place', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // published | pending | hidden
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('published'))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('feed_posts_status')
    .on('feed_posts')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('feed_posts_user')
    .on('feed_posts')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('feed_comments')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(400)', (c) => c.notNull())
    // published | pending | hidden
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('published'))
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('feed_comments_post')
    .on('feed_comments')
    .columns(['post_id', 'id'])
    .execute();

  // One like per user and post: the unique key makes a second like a no-op.
  await db.schema
    .createTable('feed_likes')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('feed_likes_once', ['post_id', 'user_id'])
    .execute();
  await db.schema.createIndex('feed_likes_user').on('feed_likes').column('user_id').execute();

  // One report per user and post; FEED_REPORTS_TO_HIDE distinct reports hide the post.
  await db.schema
    .createTable('feed_reports')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('feed_reports_once', ['post_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feed_reports').ifExists().execute();
  await db.schema.dropTable('feed_likes').ifExists().execute();
  await db.schema.dropTable('feed_comments').ifExists().execute();
  await db.schema.dropTable('feed_posts').ifExists().execute();
}
