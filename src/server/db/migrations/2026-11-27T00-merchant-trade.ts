/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Merchant trade (docs/api-guishang.md, "Trade"): what a payment trade pays for (`payments.kind`),
 * and the merchant's shop categories, goods, addresses, supplier goods, restock cart, purchase
 * orders and money ledger. Frozen in time: takes Kysely<any>, imports nothing of the app;
 * written for SQLite and PostgreSQL.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

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
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('merchant_ledger').ifExists().execute();
  await db.schema.alterTable('merchants').dropColumn('balance').execute();
  await db.schema.alterTable('payments').dropColumn('kind').execute();
}
