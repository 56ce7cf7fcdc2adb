/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Initial schema. Frozen in time: takes Kysely<any>, imports nothing of the app.
 * Written for SQLite and PostgreSQL: ids are autoincrement integers, money is bigint fen,
 * times are bigint Unix seconds, flags are integer 0/1, JSON is text.
 */
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

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

  await now(
    create('users')
      .addColumn('mobile', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
      .addColumn('nickname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('avatar', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('integral', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('reward_money', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('pay_password_hash', 'varchar(200)')
      .addColumn('real_name_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('invite_code', 'varchar(16)', (c) => c.notNull().unique())
      .addColumn('inviter_id', 'integer')
      // 0 normal, 1 restricted (answers 237 on gated actions)
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  for (const [table, owner] of [
    ['user_tokens', 'user_id'],
    ['merchant_tokens', 'merchant_id'],
  ] as const) {
    await now(
      create(table)
        .addColumn(owner, 'integer', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('device', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('last_used_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint'),
    ).execute();
    await db.schema.createIndex(`${table}_owner`).on(table).column(owner).execute();
  }

  await now(
    create('merchants')
      .addColumn('account', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await now(
    create('sms_codes')
      .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
      .addColumn('scene', 'varchar(20)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('sms_codes_mobile')
    .on('sms_codes')
    .columns(['mobile', 'scene'])
    .execute();

  // The SMS provider's local default: an outbox the development build shows.
  await now(
    create('sms_outbox')
      .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
      .addColumn('content', 'varchar(500)', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('sms_outbox_mobile').on('sms_outbox').column('mobile').execute();

  await now(
    create('categories')
      .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('categories_parent').on('categories').column('parent_id').execute();

  await now(
    create('brands')
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('logo', 'varchar(500)', (c) => c.notNull().defaultTo('')),
  ).execute();

  await now(
    create('sellers')
      .addColumn('merchant_id', 'integer')
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('logo', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo('')),
  ).execute();

  await now(
    create('goods')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('brand_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('seller_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('image', 'varchar(500)', (c) => c.notNull())
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('price', 'bigint', (c) => c.notNull())
      .addColumn('market_price', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
      // 1 on sale, 0 off the shelf
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_recommend', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('goods_subregion', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('goods_category').on('goods').column('category_id').execute();
  await db.schema
    .createIndex('goods_recommend')
    .on('goods')
    .columns(['is_recommend', 'sort'])
    .execute();

  await create('goods_skus')
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    // JSON object of prop name → value, e.g. {"颜色":"红","尺码":"M"}
    .addColumn('spec', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('market_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('goods_skus_goods').on('goods_skus').column('goods_id').execute();

  // Stock (ARCHITECTURE.md "Stock"): a quantity per SKU per location; one ledger.
  await now(
    create('stock_locations')
      // warehouse | cabinet_slot
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('cabinet_id', 'integer')
      .addColumn('slot_no', 'integer')
      .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createTable('stock')
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addPrimaryKeyConstraint('stock_pk', ['location_id', 'sku_id'])
    .execute();
  await db.schema.createIndex('stock_sku').on('stock').column('sku_id').execute();
  await now(
    create('stock_ledger')
      .addColumn('location_id', 'integer', (c) => c.notNull())
      .addColumn('sku_id', 'integer', (c) => c.notNull())
      .addColumn('delta', 'integer', (c) => c.notNull())
      .addColumn('before_qty', 'integer', (c) => c.notNull())
      .addColumn('after_qty', 'integer', (c) => c.notNull())
      // stock_in | stock_out | sale | restock | correction | release
      .addColumn('reason', 'varchar(20)', (c) => c.notNull())
      .addColumn('ref', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('operator', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull().unique()),
  ).execute();
  await db.schema
    .createIndex('stock_ledger_loc')
    .on('stock_ledger')
    .columns(['location_id', 'sku_id'])
    .execute();

  await now(
    create('banners')
      // home | category | ...
      .addColumn('position', 'varchar(20)', (c) => c.notNull().defaultTo('home'))
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('image', 'varchar(500)', (c) => c.notNull())
      .addColumn('link', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await now(
    create('zones')
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('icon', 'varchar(500)', (c) => c.notNull())
      .addColumn('route', 'varchar(200)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await now(
    create('activities')
      // activity type code of spec section 4
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('start_at', 'bigint', (c) => c.notNull())
      .addColumn('end_at', 'bigint', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('rules', 'text', (c) => c.notNull().defaultTo('{}')),
  ).execute();
  await create('activity_goods')
    .addColumn('activity_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('integral', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('limit_per_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('activity_goods_act')
    .on('activity_goods')
    .column('activity_id')
    .execute();

  await now(
    create('coupons')
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('threshold', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('per_user_limit', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('start_at', 'bigint', (c) => c.notNull())
      .addColumn('end_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await now(
    create('coupon_users')
      .addColumn('coupon_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      // 0 unused, 1 used
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_at', 'bigint')
      .addColumn('order_id', 'integer'),
  ).execute();
  await db.schema.createIndex('coupon_users_user').on('coupon_users').column('user_id').execute();

  await now(
    create('cart_items')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('goods_id', 'integer', (c) => c.notNull())
      .addColumn('sku_id', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('is_check', 'integer', (c) => c.notNull().defaultTo(1)),
  )
    .addUniqueConstraint('cart_items_user_sku', ['user_id', 'sku_id'])
    .execute();

  await now(
    create('orders')
      .addColumn('order_sn', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      // 0 unpaid, 1 paid/wait ship, 2 shipped, 3 received/wait comment, 4 completed, 5 closed
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('activity_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('goods_amount', 'bigint', (c) => c.notNull())
      .addColumn('freight', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('discount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('pay_amount', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('pay_deadline', 'bigint', (c) => c.notNull())
      .addColumn('commented', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('after_sale', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'status']).execute();
  await create('order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  await now(
    create('collections')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('goods_id', 'integer', (c) => c.notNull())
      .addColumn('sku_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('activity_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('activity_goods_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0)),
  )
    .addUniqueConstraint('collections_user_goods', ['user_id', 'goods_id'])
    .execute();

  await now(
    create('statistics')
      .addColumn('url', 'varchar(500)', (c) => c.notNull())
      .addColumn('p_url', 'varchar(500)', (c) => c.notNull())
      .addColumn('time', 'bigint', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('terminal', 'varchar(32)', (c) => c.notNull())
      .addColumn('url_params', 'varchar(2000)', (c) => c.notNull())
      .addColumn('p_url_params', 'varchar(2000)', (c) => c.notNull()),
  ).execute();

  await db.schema
    .createTable('app_config')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await now(
    create('cabinets')
      .addColumn('merchant_id', 'integer', (c) => c.notNull())
      .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('cabinets_merchant').on('cabinets').column('merchant_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'cabinets',
    'app_config',
    'statistics',
    'collections',
    'order_items',
    'orders',
    'cart_items',
    'coupon_users',
    'coupons',
    'activity_goods',
    'activities',
    'zones',
    'banners',
    'stock_ledger',
    'stock',
    'stock_locations',
    'goods_skus',
    'goods',
    'sellers',
    'brands',
    'categories',
    'sms_outbox',
    'sms_codes',
    'merchants',
    'merchant_tokens',
    'user_tokens',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
