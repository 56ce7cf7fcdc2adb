/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Catalogue additions of issue 3: the search term index, goods comments and user addresses.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; written for SQLite and
 * PostgreSQL (see the initial migration for the conventions: bigint fen and Unix seconds,
 * integer 0/1 flags, JSON as text).
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

  // Search without a full-text engine: one row per (term, goods). A term is a CJK bigram, a
  // lone CJK character or a lowercased ASCII/digit word of the goods title. The primary key
  // leads with the term, so "goods having all these terms" reads index ranges only.
  await db.schema
    .createTable('goods_search_terms')
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('term', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('goods_search_terms_pk', ['term', 'goods_id'])
    .execute();
  await db.schema
    .createIndex('goods_search_terms_goods')
    .on('goods_search_terms')
    .column('goods_id')
    .execute();

  await now(
    create('comments')
      .addColumn('goods_id', 'integer', (c) => c.notNull())
      .addColumn('sku_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('order_id', 'integer')
      .addColumn('score', 'integer', (c) => c.notNull().check(sql`score between 1 and 5`))
      .addColumn('content', 'text', (c) => c.notNull())
      // JSON array of image URLs
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      // the bought SKU's spec as shown, e.g. "规格:2斤装"
      .addColumn('spec', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      // 1 shown, 0 hidden by moderation
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('comments_goods')
    .on('comments')
    .columns(['goods_id', 'created_at'])
    .execute();

  await now(
    create('user_addresses')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
      .addColumn('province', 'varchar(32)', (c) => c.notNull())
      .addColumn('city', 'varchar(32)', (c) => c.notNull())
      .addColumn('district', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('detail', 'varchar(200)', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)),
  )
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_addresses_user')
    .on('user_addresses')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['user_addresses', 'comments', 'goods_search_terms']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
