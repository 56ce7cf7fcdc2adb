/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Merchant trade (docs/api-guishang.md, "Trade"): what a payment trade pays for (`payments.kind`),
 * and the merchant's shop categories, goods, addresses, supplier goods, restock cart, purchase
 * orders and money ledger. Frozen in time: takes Kysely<any>, imports nothing of the app;
 * written for SQLite and PostgreSQL.
 */
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // order (consumer orders of one submission) | cabinet (a cabinet sale) | purchase (a merchant
  // purchase order). The notify and wallet payments settle a trade by its kind.
  await db.schema
    .alterTable('payments')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('order'))
    .execute();

  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  // The merchant money account (fen): sales at cabinets in, purchase orders out. Changed only by
  // money.service.ts (conditional update + ledger row in one transaction).
  await db.schema
    .alterTable('merchants')
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('merchant_ledger')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('before_amount', 'bigint', (c) => c.notNull())
    .addColumn('after_amount', 'bigint', (c) => c.notNull().check(sql`after_amount >= 0`))
    // sale | purchase | refund | adjust
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('ref', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('merchant_ledger_merchant')
    .on('merchant_ledger')
    .columns(['merchant_id', 'id'])
    .execute();

  const create = (name: string): CreateTableBuilder<string, string> =>
    db.schema
      .createTable(name)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  // The merchant's own categories of its shop goods (goods.shop_class_id).
  await create('shop_classes')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('shop_classes_merchant_name', ['merchant_id', 'name'])
    .execute();
  await db.schema.alterTable('goods').addColumn('shop_class_id', 'integer').execute();
  await db.schema.createIndex('goods_shop_class').on('goods').column('shop_class_id').execute();

  // Delivery addresses of a merchant (purchase orders), same fields as user_addresses.
  await create('merchant_addresses')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('province', 'varchar(20)', (c) => c.notNull())
    .addColumn('city', 'varchar(20)', (c) => c.notNull())
    .addColumn('district', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'varchar(120)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('merchant_addresses_merchant')
    .on('merchant_addresses')
    .column('merchant_id')
    .execute();

  // Goods a supplier offers to cabinet merchants: each is a shop SKU (what a slot then holds).
  await create('supply_goods')
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    // fen per unit
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('min_qty', 'integer', (c) => c.notNull().defaultTo(1))
    // 1 offered | 0 withdrawn
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await create('merchant_cart_items')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('supply_goods_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('is_check', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('merchant_cart_items_goods', ['merchant_id', 'supply_goods_id'])
    .execute();

  // 0 unpaid | 1 paid, awaiting delivery | 2 received | 3 cancelled (or expired)
  await create('purchase_orders')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('order_sn', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('trade_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cabinet_id', 'integer', (c) => c.notNull())
    .addColumn('address_json', 'text', (c) => c.notNull())
    .addColumn('goods_amount', 'bigint', (c) => c.notNull())
    .addColumn('freight', 'bigint', (c) => c.notNull())
    .addColumn('pay_amount', 'bigint', (c) => c.notNull())
    .addColumn('pay_method', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_deadline', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('received_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('purchase_orders_client_key', ['merchant_id', 'client_key'])
    .execute();
  await db.schema
    .createIndex('purchase_orders_merchant')
    .on('purchase_orders')
    .columns(['merchant_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('purchase_orders_unpaid')
    .on('purchase_orders')
    .columns(['status', 'pay_deadline'])
    .execute();

  await create('purchase_order_lines')
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('supply_goods_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // the slot the line was received into
    .addColumn('location_id', 'integer')
    .execute();
  await db.schema
    .createIndex('purchase_order_lines_order')
    .on('purchase_order_lines')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'purchase_order_lines',
    'purchase_orders',
    'merchant_cart_items',
    'supply_goods',
    'merchant_addresses',
    'shop_classes',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.dropIndex('goods_shop_class').ifExists().execute();
  await db.schema.alterTable('goods').dropColumn('shop_class_id').execute();
  await db.schema.dropTable('merchant_ledger').ifExists().execute();
  await db.schema.alterTable('merchants').dropColumn('balance').execute();
  await db.schema.alterTable('payments').dropColumn('kind').execute();
}
