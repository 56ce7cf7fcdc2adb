/**
 * The cabinet-operations migration (issue 18) upgrades a database made by the previous
 * migrations: every existing cabinet gets a grid (at most four columns, slots laid out in slot
 * order), every slot its product (the SKU it holds; the fullest one when it held several; none
 * when empty) and a reorder level of a quarter of its capacity; received purchase lines count as
 * received. SQLite, or PostgreSQL with TEST_DATABASE_URL (a database of its own).
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase as freshDatabase } from './upgrade-database';

const NEW = '2026-11-30T07-cabinet-operations';
const PREVIOUS = '2026-11-30T06-job-leases';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function emptyDatabase(): Promise<Database> {
  const { database, cleanup } = await freshDatabase('shop-cabops');
  cleanups.push(cleanup);
  return database;
}

describe(`${NEW} on a database of the previous migrations`, () => {
  it('lays existing cabinets out on a grid and assigns each slot the product it holds', async () => {
    const database = await emptyDatabase();
    const db = database.db;
    const names = Object.keys(MIGRATIONS).sort();
    const upgrade = names.filter((n) => n > PREVIOUS);
    expect(upgrade[0]).toBe(NEW);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    });
    expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();

    const now = 1_800_000_000;
    const cabinet = (code: string) =>
      db
        .insertInto('cabinets')
        .values({ merchant_id: 1, code, name: code, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    const six = await cabinet('C6');
    const none = await cabinet('C0');
    const slots: number[] = [];
    for (let n = 1; n <= 6; n++) {
      const row = await db
        .insertInto('stock_locations')
        .values({
          kind: 'cabinet_slot',
          name: `C6-${n}`,
          cabinet_id: six.id,
          slot_no: n,
          capacity: n === 6 ? 10 : 20,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      slots.push(row.id);
    }
    const stock = (i: number, sku: number, quantity: number) =>
      db.insertInto('stock').values({ location_id: slots[i]!, sku_id: sku, quantity }).execute();
    await stock(0, 101, 5);
    await stock(1, 102, 1);
    await stock(1, 103, 7); // two products in one slot: the fullest is assigned
    await stock(2, 104, 0); // a row of none left still names the slot's product
    // slots 4..6 hold nothing

    const order = {
      order_id: 1,
      supply_goods_id: 1,
      sku_id: 1,
      name: 'x',
      price: 100,
      quantity: 4,
    };
    await db
      .insertInto('purchase_order_lines')
      .values({ ...order, location_id: slots[0]! })
      .execute();
    await db
      .insertInto('purchase_order_lines')
      .values({ ...order, location_id: null })
      .execute();

    expect(await migrateToLatest(db)).toEqual(upgrade);

    const cabinets = await db
      .selectFrom('cabinets')
      .select(['id', 'grid_rows', 'grid_cols'])
      .orderBy('id')
      .execute();
    expect(cabinets).toEqual([
      { id: six.id, grid_rows: 2, grid_cols: 3 },
      { id: none.id, grid_rows: 0, grid_cols: 0 },
    ]);
    const laid = await db
      .selectFrom('stock_locations')
      .select(['slot_no', 'grid_row', 'grid_col', 'sku_id', 'reorder_level'])
      .where('cabinet_id', '=', six.id)
      .orderBy('slot_no')
      .execute();
    expect(laid).toEqual([
      { slot_no: 1, grid_row: 1, grid_col: 1, sku_id: 101, reorder_level: 5 },
      { slot_no: 2, grid_row: 1, grid_col: 2, sku_id: 103, reorder_level: 5 },
      { slot_no: 3, grid_row: 1, grid_col: 3, sku_id: 104, reorder_level: 5 },
      { slot_no: 4, grid_row: 2, grid_col: 1, sku_id: null, reorder_level: 5 },
      { slot_no: 5, grid_row: 2, grid_col: 2, sku_id: null, reorder_level: 5 },
      { slot_no: 6, grid_row: 2, grid_col: 3, sku_id: null, reorder_level: 2 },
    ]);
    const lines = await db
      .selectFrom('purchase_order_lines')
      .select(['location_id', 'received'])
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { location_id: slots[0], received: 4 },
      { location_id: null, received: 0 },
    ]);

    // the new tables take rows; one open alert per slot
    const alert = {
      merchant_id: 1,
      cabinet_id: six.id,
      location_id: slots[0]!,
      sku_id: 101,
      kind: 'low',
      quantity: 2,
      reorder_level: 5,
      created_at: now,
    };
    await db.insertInto('cabinet_alerts').values(alert).execute();
    await expect(db.insertInto('cabinet_alerts').values(alert).execute()).rejects.toThrow();
    await db.updateTable('cabinet_alerts').set({ status: 2 }).execute();
    await db.insertInto('cabinet_alerts').values(alert).execute();
    const open = await db.selectFrom('cabinet_alerts').select('status').orderBy('id').execute();
    expect(open).toEqual([{ status: 2 }, { status: 0 }]);
  });
});
