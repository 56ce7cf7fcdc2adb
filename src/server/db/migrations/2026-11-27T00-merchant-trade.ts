/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Merchant trade (docs/api-guishang.md, "Trade"): what a payment trade pays for (`payments.kind`),
 * and the merchant's shop categories, goods, addresses, supplier goods, restock cart, purchase
 * orders and money ledger. Frozen in time: takes Kysely<any>, imports nothing of the app;
 * written for SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // order (consumer orders of one submission) | cabinet (a cabinet sale) | purchase (a merchant
  // purchase order). The notify and wallet payments settle a trade by its kind.
  await db.schema
    .alterTable('payments')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('order'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('kind').execute();
}
