/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Activity stock caps (issue 23, promotions): `activity_goods.stock_cap` is how many units an
 * activity goods may sell at its activity price across all buyers (units in non-closed orders);
 * 0 = no cap beyond the SKU's warehouse stock. Existing rows get 0, so they sell as before.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('activity_goods')
    .addColumn('stock_cap', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity_goods').dropColumn('stock_cap').execute();
}
