/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Merchant cabinet area (docs/api-guishang.md): cabinet classes, cabinet goods (a shop SKU with
 * the merchant's own display fields), courier restock records with their lines, and abnormal
 * restock records (a shortfall between expected and put in). Stock itself stays in the one
 * model of the initial migration (stock_locations / stock / stock_ledger). Frozen in time:
 * takes Kysely<any>, imports nothing of the app; written for SQLite and PostgreSQL.
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

  await now(
    create('cabinet_classes')
      .addColumn('merchant_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('cabinet_classes_merchant_name', ['merchant_id', 'name']),
  ).execute();

  // One cabinet goods per merchant and shop SKU: the stock of a slot is counted per SKU.
  await now(
    create('cabinet_goods')
      .addColumn('merchant_id', 'integer', (c) => c.notNull())
      .addColumn('class_id', 'integer', (c) => c.notNull())
      .addColumn('goods_id', 'integer')
      .addColumn('sku_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      // fen
      .addColumn('price', 'bigint', (c) => c.notNull())
      // JSON array of image URLs, in display order
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      // 1 on sale | 0 off
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint('cabinet_goods_merchant_sku', ['merchant_id', 'sku_id']),
  ).execute();
  await db.schema
    .createIndex('cabinet_goods_class')
    .on('cabinet_goods')
    .column('class_id')
    .execute();

  await now(
    create('restock_records')
      .addColumn('merchant_id', 'integer', (c) => c.notNull())
      .addColumn('cabinet_id', 'integer', (c) => c.notNull())
      // who restocked (the merchant account or a courier name)
      .addColumn('operator', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      // 0 open | 1 finished
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('finished_at', 'bigint'),
  ).execute();
  await db.schema
    .createIndex('restock_records_merchant')
    .on('restock_records')
    .column('merchant_id')
    .execute();

  await db.schema
    .createTable('restock_lines')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('expected', 'integer', (c) => c.notNull())
    .addColumn('put_in', 'integer')
    .addUniqueConstraint('restock_lines_slot', ['record_id', 'location_id', 'sku_id'])
    .execute();

  await now(
    create('abnormal_records')
      .addColumn('merchant_id', 'integer', (c) => c.notNull())
      .addColumn('restock_record_id', 'integer', (c) => c.notNull())
      .addColumn('location_id', 'integer', (c) => c.notNull())
      .addColumn('sku_id', 'integer', (c) => c.notNull())
      .addColumn('expected', 'integer', (c) => c.notNull())
      .addColumn('put_in', 'integer', (c) => c.notNull())
      .addColumn('shortfall', 'integer', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema
    .createIndex('abnormal_records_merchant')
    .on('abnormal_records')
    .column('merchant_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'abnormal_records',
    'restock_lines',
    'restock_records',
    'cabinet_goods',
    'cabinet_classes',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
