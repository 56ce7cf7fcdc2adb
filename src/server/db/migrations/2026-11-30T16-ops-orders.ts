/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * The operator console's orders area (issue 20, part ORDERS): `order_remarks`, the operators'
 * notes on an order, shown only in the console (the buyer's own `orders.remark` is another
 * thing). Rows are added, never changed. Frozen in time: takes Kysely<any>, imports nothing of
 * the app; SQLite and PostgreSQL.
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';
  const pk = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('order_remarks')
    .addColumn('id', idColumn, pk)
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_remarks_order')
    .on('order_remarks')
    .columns(['order_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_remarks').execute();
}
