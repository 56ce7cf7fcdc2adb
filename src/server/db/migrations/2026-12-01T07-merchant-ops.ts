/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Merchants and cabinets in the operator console (issue 23, part merchants):
 * - cabinets get a location (`lat_e6`/`lng_e6`, micro-degrees, null: not set) and a unique
 *   `code` (existing duplicates are renamed `<code>-<id>` first, the oldest keeps its code);
 * - `cabinet_terminals.bound`: 1 when an operator bound the terminal to its cabinet (the
 *   terminal's own hello then no longer changes `cabinet_id`);
 * - `courier_cabinets`: the cabinets a courier is assigned to.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cabinets').addColumn('lat_e6', 'integer').execute();
  await db.schema.alterTable('cabinets').addColumn('lng_e6', 'integer').execute();
  await sql`update cabinets set code = code || '-' || id
    where exists (select 1 from cabinets c2 where c2.code = cabinets.code and c2.id < cabinets.id)`.execute(
    db,
  );
  await db.schema.createIndex('cabinets_code').unique().on('cabinets').column('code').execute();
  await db.schema
    .alterTable('cabinet_terminals')
    .addColumn('bound', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('courier_cabinets')
    .addColumn('courier_id', 'integer', (c) => c.notNull())
    .addColumn('cabinet_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('courier_cabinets_pk', ['courier_id', 'cabinet_id'])
    .execute();
  await db.schema
    .createIndex('courier_cabinets_cabinet')
    .on('courier_cabinets')
    .column('cabinet_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('courier_cabinets').execute();
  await db.schema.alterTable('cabinet_terminals').dropColumn('bound').execute();
  await db.schema.dropIndex('cabinets_code').execute();
  await db.schema.alterTable('cabinets').dropColumn('lng_e6').execute();
  await db.schema.alterTable('cabinets').dropColumn('lat_e6').execute();
}
