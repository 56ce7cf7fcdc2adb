/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Cabinet operations (issue 18, docs/api-guishang.md):
 * - a cabinet is a grid (`grid_rows` x `grid_cols`); each slot has its row and column, ONE
 *   assigned product (`stock_locations.sku_id`, null = empty and unassigned) and a reorder level
 *   (a slot at or below it is low; 0 = no alert). Existing cabinets are backfilled: slots laid
 *   out in slot order on a grid of at most four columns, each slot assigned the SKU it holds
 *   (the one with most units when a slot held several), reorder level a quarter of capacity.
 * - couriers: the merchant's own restockers, with their own login on the terminal; a merchant
 *   session made by a courier carries `merchant_tokens.courier_id`.
 * - restock work orders: assigned to a courier with a due time; each line is done on its own
 *   with a photo proof.
 * - abnormal records are handled: status (0 open | 1 resolved | 2 compensated), who and when,
 *   a note, the courier named, and the reason as a code (rendered in the reader's language).
 * - terminals: each kiosk reports itself (cabinet, app version, online since, last contact).
 * - low-stock alerts: one open alert per slot while it stays at or below its reorder level.
 * - partial receipt: `purchase_order_lines.received` counts what was put into a slot so far.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';

  await db.schema
    .alterTable('cabinets')
    .addColumn('grid_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('cabinets')
    .addColumn('grid_cols', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [name, type] of [
    ['grid_row', 'integer'],
    ['grid_col', 'integer'],
    ['sku_id', 'integer'],
  ] as const) {
    await db.schema.alterTable('stock_locations').addColumn(name, type).execute();
  }
  await db.schema
    .alterTable('stock_locations')
    .addColumn('reorder_level', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // backfill: the grid of every existing cabinet, each slot's product and reorder level
  const cabinets = await db.selectFrom('cabinets').select('id').execute();
  for (const c of cabinets) {
    const slots = await db
      .selectFrom('stock_locations')
      .select(['id', 'capacity'])
      .where('cabinet_id', '=', c.id)
      .where('kind', '=', 'cabinet_slot')
      .orderBy('slot_no')
      .orderBy('id')
      .execute();
    if (slots.length === 0) continue;
    const rows = Math.ceil(slots.length / 4);
    const cols = Math.ceil(slots.length / rows);
    await db
      .updateTable('cabinets')
      .set({ grid_rows: rows, grid_cols: cols })
      .where('id', '=', c.id)
      .execute();
    for (const [i, s] of slots.entries()) {
      const held = await db
        .selectFrom('stock')
        .select('sku_id')
        .where('location_id', '=', s.id)
        .orderBy('quantity', 'desc')
        .orderBy('sku_id')
        .executeTakeFirst();
      await db
        .updateTable('stock_locations')
        .set({
          grid_row: Math.floor(i / cols) + 1,
          grid_col: (i % cols) + 1,
          sku_id: held ? Number(held.sku_id) : null,
          reorder_level: Math.floor(Number(s.capacity) / 4),
        })
        .where('id', '=', s.id)
        .execute();
    }
  }

  await db.schema
    .createTable('couriers')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    // the login name on a terminal, unique across merchants (merchant accounts too, checked by
    // the service)
    .addColumn('account', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    // 1 active | 0 disabled
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('couriers_merchant').on('couriers').column('merchant_id').execute();
  await db.schema.alterTable('merchant_tokens').addColumn('courier_id', 'integer').execute();

  await db.schema.alterTable('restock_records').addColumn('courier_id', 'integer').execute();
  await db.schema.alterTable('restock_records').addColumn('due_at', 'bigint').execute();
  await db.schema
    .alterTable('restock_lines')
    .addColumn('photo', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('restock_lines').addColumn('done_at', 'bigint').execute();

  await db.schema
    .alterTable('abnormal_records')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('abnormal_records')
    .addColumn('handled_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('abnormal_records').addColumn('handled_at', 'bigint').execute();
  await db.schema
    .alterTable('abnormal_records')
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('abnormal_records').addColumn('courier_id', 'integer').execute();
  // 'shortfall' (the restock put in less than expected) | 'damaged' | 'expired' | 'other'
  await db.schema
    .alterTable('abnormal_records')
    .addColumn('reason_code', 'varchar(32)', (c) => c.notNull().defaultTo('shortfall'))
    .execute();

  await db.schema
    .createTable('cabinet_terminals')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('terminal_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('cabinet_id', 'integer')
    .addColumn('app_version', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    // null while offline
    .addColumn('online_since', 'bigint')
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    // null while online
    .addColumn('offline_since', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('cabinet_terminals_terminal', ['merchant_id', 'terminal_id'])
    .execute();

  await db.schema
    .createTable('cabinet_alerts')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('cabinet_id', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    // 'low' (at or below the reorder level) | 'empty'
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('reorder_level', 'integer', (c) => c.notNull())
    // 0 open | 1 a restock was raised | 2 cleared (the slot rose above its level)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('restock_record_id', 'integer')
    .addColumn('read_at', 'bigint')
    .addColumn('cleared_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cabinet_alerts_merchant')
    .on('cabinet_alerts')
    .columns(['merchant_id', 'status'])
    .execute();
  // at most one open alert per slot: a second insert while one is open fails
  await sql`create unique index cabinet_alerts_open_slot on cabinet_alerts (location_id) where status = 0`.execute(
    db,
  );

  await db.schema
    .alterTable('purchase_order_lines')
    .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update purchase_order_lines set received = quantity where location_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('purchase_order_lines').dropColumn('received').execute();
  await db.schema.dropTable('cabinet_alerts').ifExists().execute();
  await db.schema.dropTable('cabinet_terminals').ifExists().execute();
  for (const col of ['reason_code', 'courier_id', 'note', 'handled_at', 'handled_by', 'status']) {
    await db.schema.alterTable('abnormal_records').dropColumn(col).execute();
  }
  await db.schema.alterTable('restock_lines').dropColumn('done_at').execute();
  await db.schema.alterTable('restock_lines').dropColumn('photo').execute();
  await db.schema.alterTable('restock_records').dropColumn('due_at').execute();
  await db.schema.alterTable('restock_records').dropColumn('courier_id').execute();
  await db.schema.alterTable('merchant_tokens').dropColumn('courier_id').execute();
  await db.schema.dropTable('couriers').ifExists().execute();
  for (const col of ['reorder_level', 'sku_id', 'grid_col', 'grid_row']) {
    await db.schema.alterTable('stock_locations').dropColumn(col).execute();
  }
  await db.schema.alterTable('cabinets').dropColumn('grid_cols').execute();
  await db.schema.alterTable('cabinets').dropColumn('grid_rows').execute();
}
