/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Promotions (docs/api-promotions.md): sign-in and task records, group buying. Frozen in time:
 * takes Kysely<any>, imports nothing of the app; written for SQLite and PostgreSQL.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';

  // One row per completed task and period: `sign` and `share` once per China calendar day
  // (day = yyyymmdd), `download` once ever (day = 0). The unique key makes a repeat fail.
  await db.schema
    .createTable('task_logs')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // sign | download | share
    .addColumn('task', 'varchar(20)', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    // consecutive sign-in days ending with this one (sign only)
    .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
    // points credited (base + streak bonus for sign)
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('task_logs_once', ['user_id', 'task', 'day'])
    .execute();

  // A buying group of a type-4 activity goods: open until `size` members have paid (success)
  // or until expires_at (failed: every paid member refunded once).
  await db.schema
    .createTable('groups')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('activity_id', 'integer', (c) => c.notNull())
    .addColumn('activity_goods_id', 'integer', (c) => c.notNull())
    .addColumn('leader_user_id', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // open | success | failed
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    // when it became success or failed
    .addColumn('finished_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('groups_goods')
    .on('groups')
    .columns(['activity_goods_id', 'status'])
    .execute();
  await db.schema
    .createIndex('groups_due')
    .on('groups')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('group_members')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // the member's order (a rejoin after the order closed unpaid replaces it)
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    // when the order was paid (the membership counts from then)
    .addColumn('paid_at', 'bigint')
    // when the order was refunded or closed after the group failed (claimed once)
    .addColumn('released_at', 'bigint')
    .addUniqueConstraint('group_members_once', ['group_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('group_members_order')
    .on('group_members')
    .column('order_id')
    .execute();
  await db.schema.createIndex('group_members_user').on('group_members').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_members').ifExists().execute();
  await db.schema.dropTable('groups').ifExists().execute();
  await db.schema.dropTable('task_logs').ifExists().execute();
}
