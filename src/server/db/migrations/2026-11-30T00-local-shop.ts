/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Local shop and food ordering (docs/api-local-shop.md): shop categories, shops with a point
 * (integer micro-degrees) and weekly hours, menu categories, menu items as `goods` rows of a
 * shop (status 11 on the menu / 10 off), a stock location per shop, shop orders as `orders`
 * rows with `local_shop_id` plus their details, and shop notices. A shop application is a
 * `local_shops` row in status 0 (pending). Frozen in time: takes Kysely<any>, imports nothing of
 * the app; written for SQLite and PostgreSQL.
 */
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const create = (name: string): CreateTableBuilder<string, string> =>
    db.schema
      .createTable(name)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  await create('local_shop_categories')
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('icon', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await create('local_shops')
    // null for seeded shops; the applicant for applied ones
    .addColumn('owner_user_id', 'integer')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('logo', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('province', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('district', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    // WGS-84 micro-degrees
    .addColumn('lat_e6', 'integer', (c) => c.notNull())
    .addColumn('lng_e6', 'integer', (c) => c.notNull())
    // JSON list of { day 0–6, open 'HH:MM', close 'HH:MM' } in China time
    .addColumn('hours', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('notice', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // 0–50
    .addColumn('rating_x10', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('monthly_sales', 'integer', (c) => c.notNull().defaultTo(0))
    // fen
    .addColumn('min_order', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_radius_m', 'integer', (c) => c.notNull().defaultTo(3000))
    .addColumn('delivery', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pickup', 'integer', (c) => c.notNull().defaultTo(1))
    // 0 pending | 1 open | 2 rejected | 3 closed by owner
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('licence_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // JSON array of image URLs
    .addColumn('licence_images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('local_shops_point')
    .on('local_shops')
    .columns(['lat_e6', 'lng_e6'])
    .execute();
  await db.schema
    .createIndex('local_shops_status')
    .on('local_shops')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('local_shops_owner')
    .on('local_shops')
    .column('owner_user_id')
    .execute();

  await create('local_menu_categories')
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('local_menu_categories_shop')
    .on('local_menu_categories')
    .column('shop_id')
    .execute();

  // One alterTable per column: SQLite adds a single column per statement.
  await db.schema.alterTable('goods').addColumn('local_shop_id', 'integer').execute();
  await db.schema.alterTable('goods').addColumn('local_menu_category_id', 'integer').execute();
  await db.schema
    .alterTable('goods')
    .addColumn('packing_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('goods_local_shop')
    .on('goods')
    .columns(['local_shop_id', 'status'])
    .execute();
  await db.schema.alterTable('stock_locations').addColumn('local_shop_id', 'integer').execute();
  await db.schema
    .createIndex('stock_locations_local_shop')
    .on('stock_locations')
    .column('local_shop_id')
    .execute();
  await db.schema.alterTable('orders').addColumn('local_shop_id', 'integer').execute();
  await db.schema
    .createIndex('orders_local_shop')
    .on('orders')
    .columns(['local_shop_id', 'status'])
    .execute();

  await create('local_order_details')
    .addColumn('order_id', 'integer', (c) => c.notNull().unique())
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    // delivery | pickup
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    // 0 = as soon as possible
    .addColumn('slot_start', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('address_json', 'text', (c) => c.notNull().defaultTo('null'))
    // fen, summed over the lines
    .addColumn('packing_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('pickup_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('dispatched_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await create('local_notices')
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(64)', (c) => c.notNull())
    .addColumn('body', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('local_notices_shop')
    .on('local_notices')
    .columns(['shop_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'local_notices',
    'local_order_details',
    'local_menu_categories',
    'local_shops',
    'local_shop_categories',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.dropIndex('orders_local_shop').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('local_shop_id').execute();
  await db.schema.dropIndex('stock_locations_local_shop').ifExists().execute();
  await db.schema.alterTable('stock_locations').dropColumn('local_shop_id').execute();
  await db.schema.dropIndex('goods_local_shop').ifExists().execute();
  for (const c of ['packing_fee', 'local_menu_category_id', 'local_shop_id']) {
    await db.schema.alterTable('goods').dropColumn(c).execute();
  }
}
