/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Live streaming (docs/api-live.md): rooms, a manager's live goods library, the goods of a
 * room and the comments of a room. Frozen in time: takes Kysely<any>, imports nothing of the
 * app; written for SQLite and PostgreSQL.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';

  await db.schema
    .createTable('live_rooms')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('owner_user_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(40)', (c) => c.notNull())
    .addColumn('cover', 'varchar(500)', (c) => c.notNull())
    .addColumn('intro', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('scheduled_at', 'bigint', (c) => c.notNull())
    // 0 pending | 1 approved | 2 rejected
    .addColumn('review_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // upcoming | live | ended
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('upcoming'))
    .addColumn('started_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    // secret: the push URL's last part (answered only to the owner)
    .addColumn('stream_key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('viewers_peak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('live_rooms_owner')
    .on('live_rooms')
    .columns(['owner_user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('live_rooms_list')
    .on('live_rooms')
    .columns(['review_status', 'state', 'scheduled_at'])
    .execute();

  // A manager's live goods library: one row per shop goods.
  await db.schema
    .createTable('live_goods')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('owner_user_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(40)', (c) => c.notNull())
    .addColumn('selling_point', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('live_goods_once', ['owner_user_id', 'goods_id'])
    .execute();

  // Goods shown in a room; at most one pinned per room (kept by the service in a transaction).
  await db.schema
    .createTable('live_room_goods')
    .addColumn('room_id', 'integer', (c) => c.notNull())
    .addColumn('live_goods_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_room_goods_pk', ['room_id', 'live_goods_id'])
    .execute();
  await db.schema
    .createIndex('live_room_goods_goods')
    .on('live_room_goods')
    .column('live_goods_id')
    .execute();
  // the database keeps "at most one pinned goods per room" too (partial unique index)
  await sql`create unique index live_room_goods_one_pinned on live_room_goods (room_id) where pinned = 1`.execute(
    db,
  );

  await db.schema
    .createTable('live_comments')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('room_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(100)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('live_comments_client', ['room_id', 'user_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('live_comments_room')
    .on('live_comments')
    .columns(['room_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['live_comments', 'live_room_goods', 'live_goods', 'live_rooms']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
