/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Cabinet sales (docs/api-guishang.md, "Cabinet orders"). Frozen in time: takes Kysely<any>,
 * imports nothing of the app; written for SQLite and PostgreSQL.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';

  // A sale at a cabinet: the goods leave their slots when it is created; it waits for payment
  // (payments.kind 'cabinet', trade_no) until pay_deadline, then is paid or cancelled.
  await db.schema
    .createTable('cabinet_orders')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('cabinet_id', 'integer', (c) => c.notNull())
    .addColumn('order_sn', 'varchar(32)', (c) => c.notNull().unique())
    // the terminal's key of this sale: a repeat answers the first order
    .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
    // 0 unpaid | 1 paid | 2 cancelled (by the merchant or at the deadline)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    // fen
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('buyer_mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    // the pending payment trade of the last collect ('' before the first)
    .addColumn('trade_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_deadline', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('cabinet_orders_client_key', ['merchant_id', 'client_key'])
    .execute();
  await db.schema
    .createIndex('cabinet_orders_merchant')
    .on('cabinet_orders')
    .columns(['merchant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('cabinet_orders_due')
    .on('cabinet_orders')
    .columns(['status', 'pay_deadline'])
    .execute();

  await db.schema
    .createTable('cabinet_order_lines')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('cabinet_goods_id', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    // the cabinet goods' name, image and price when sold
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cabinet_order_lines_order')
    .on('cabinet_order_lines')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cabinet_order_lines').ifExists().execute();
  await db.schema.dropTable('cabinet_orders').ifExists().execute();
}
