/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Orders, payment, after-sale and reviews of issue 5 (docs/api-orders.md). Frozen in time:
 * takes Kysely<any>, imports nothing of the app; written for SQLite and PostgreSQL (bigint fen,
 * Unix seconds, integer 0/1 flags, JSON as text).
 */
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

type Table = CreateTableBuilder<string, string>;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const create = (name: string): Table =>
    db.schema
      .createTable(name)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );
  const now = (t: Table): Table => t.addColumn('created_at', 'bigint', (c) => c.notNull());

  // One alterTable per column: SQLite adds a single column per statement.
  const orderColumns: [string, string, boolean | string | number | null][] = [
    ['seller_id', 'integer', 0],
    // the payment trade of the submission (shared by the orders split from one submission)
    ['trade_no', 'varchar(40)', ''],
    ['client_key', 'varchar(64)', ''],
    // the delivery address as it was at ordering time (JSON)
    ['address_json', 'text', '{}'],
    ['remark', 'varchar(200)', ''],
    ['coupon_user_id', 'integer', null],
    // this order's share of the submission's coupon, fen
    ['coupon_discount', 'bigint', 0],
    // full-reduction cut, fen
    ['full_cut', 'bigint', 0],
    // online | balance | reward | integral; '' while unpaid
    ['pay_method', 'varchar(20)', ''],
    ['shipped_at', 'bigint', null],
    ['received_at', 'bigint', null],
    ['closed_at', 'bigint', null],
    ['close_reason', 'varchar(100)', ''],
    ['express_company', 'varchar(64)', ''],
    ['express_no', 'varchar(64)', ''],
    ['deleted_by_user', 'integer', 0],
    ['reminded_at', 'bigint', null],
    // the activity goods bought (activity confirmations), 0 for shop goods
    ['activity_goods_id', 'integer', 0],
  ];
  for (const [name, type, dflt] of orderColumns) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, type as 'text', (c) => (dflt === null ? c : c.notNull().defaultTo(dflt)))
      .execute();
  }
  await db.schema.createIndex('orders_trade').on('orders').column('trade_no').execute();
  await db.schema
    .createIndex('orders_deadline')
    .on('orders')
    .columns(['status', 'pay_deadline'])
    .execute();
  await db.schema
    .createIndex('orders_seller')
    .on('orders')
    .columns(['seller_id', 'status'])
    .execute();

  const itemColumns: [string, string, string | number][] = [
    ['commented', 'integer', 0],
    // the SKU's spec as shown at ordering time (JSON object)
    ['spec', 'varchar(500)', '{}'],
  ];
  for (const [name, type, dflt] of itemColumns) {
    await db.schema
      .alterTable('order_items')
      .addColumn(name, type as 'text', (c) => c.notNull().defaultTo(dflt))
      .execute();
  }

  // Idempotent submission: (user_id, client_key) is unique; `result` keeps the first answer.
  await now(
    create('submissions')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('trade_no', 'varchar(40)', (c) => c.notNull())
      .addColumn('result', 'text', (c) => c.notNull().defaultTo('')),
  )
    .addUniqueConstraint('submissions_user_key', ['user_id', 'client_key'])
    .execute();

  await now(
    create('payments')
      .addColumn('trade_no', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      // fen (points for integral: 1 point = 1 fen)
      .addColumn('amount', 'bigint', (c) => c.notNull())
      // '' until a method is chosen; online | balance | reward | integral
      .addColumn('method', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      // pending | paid | closed | refunded
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('provider', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('provider_ref', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      // fen refunded so far
      .addColumn('refunded', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('paid_at', 'bigint'),
  ).execute();

  await now(
    create('after_sales')
      .addColumn('order_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      // refund | return_refund
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)', (c) => c.notNull())
      // fen
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      // JSON array of image URLs
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      // 0 applied, 1 approved, 2 returned, 3 refunded, 4 rejected, 5 withdrawn
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('express_company', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('express_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('reject_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('after_sales_order').on('after_sales').column('order_id').execute();
  await db.schema.createIndex('after_sales_user').on('after_sales').column('user_id').execute();

  await now(
    create('refunds')
      .addColumn('after_sale_id', 'integer', (c) => c.notNull())
      .addColumn('trade_no', 'varchar(40)', (c) => c.notNull())
      // fen
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('method', 'varchar(20)', (c) => c.notNull())
      // done | failed
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('provider_ref', 'varchar(100)', (c) => c.notNull().defaultTo('')),
  )
    // one refund per after-sale: a repeated decision cannot pay twice
    .addUniqueConstraint('refunds_after_sale', ['after_sale_id'])
    .execute();

  await now(
    create('order_events')
      .addColumn('order_id', 'integer', (c) => c.notNull())
      // created | paid | shipped | received | reviewed | closed | remind | after_sale | refund
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('text', 'varchar(200)', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('order_events_order').on('order_events').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['order_events', 'refunds', 'after_sales', 'payments', 'submissions']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
