/**
 * The SQL of cabinet set-up (issue 18 part A): a cabinet's slots on its grid with what each holds,
 * slot rows, the home summary's counts, low-stock alerts and terminals. Every read is scoped to
 * the merchant that owns the rows.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db';

/** The slots (kind `cabinet_slot`) of a cabinet with their assigned product and units held. */
export function gridSlots(db: Executor, merchantId: number, cabinetId: number) {
  return db
    .selectFrom('stock_locations as l')
    .leftJoin('cabinet_goods as cg', (j) =>
      j.onRef('cg.sku_id', '=', 'l.sku_id').on('cg.merchant_id', '=', merchantId),
    )
    .leftJoin('goods_skus as k', 'k.id', 'l.sku_id')
    .leftJoin('goods as g', 'g.id', 'k.goods_id')
    .select([
      'l.id as location_id',
      'l.slot_no',
      'l.name',
      'l.grid_row',
      'l.grid_col',
      'l.capacity',
      'l.reorder_level',
      'l.sku_id',
      'cg.id as cabinet_goods_id',
      'cg.name as cabinet_goods_name',
      'cg.images as cabinet_goods_images',
      'g.title',
      'g.image as goods_image',
      sql<number>`(select coalesce(sum(s.quantity), 0) from stock s where s.location_id = l.id)`.as(
        'quantity',
      ),
    ])
    .where('l.cabinet_id', '=', cabinetId)
    .where('l.kind', '=', 'cabinet_slot')
    .orderBy('l.grid_row')
    .orderBy('l.grid_col')
    .orderBy('l.id')
    .execute();
}

/** One of the merchant's slots with its cabinet and units held (by SKU). */
export async function ownSlot(db: Executor, merchantId: number, locationId: number) {
  const slot = await db
    .selectFrom('stock_locations as l')
    .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
    .select([
      'l.id',
      'l.cabinet_id',
      'l.name',
      'l.slot_no',
      'l.capacity',
      'l.reorder_level',
      'l.sku_id',
    ])
    .where('l.id', '=', locationId)
    .where('l.kind', '=', 'cabinet_slot')
    .where('c.merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!slot) return null;
  const held = await db
    .selectFrom('stock')
    .select(['sku_id', 'quantity'])
    .where('location_id', '=', locationId)
    .where('quantity', '>', 0)
    .orderBy('sku_id')
    .execute();
  return {
    ...slot,
    cabinet_id: slot.cabinet_id!,
    held: held.map((h) => ({ sku_id: h.sku_id, quantity: Number(h.quantity) })),
    quantity: held.reduce((n, h) => n + Number(h.quantity), 0),
  };
}

export function isCabinetGoodsSku(db: Executor, merchantId: number, skuId: number) {
  return db
    .selectFrom('cabinet_goods')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
}

export async function countSales(
  db: Executor,
  merchantId: number,
  cabinetId: number,
  from: number,
) {
  const row = await db
    .selectFrom('cabinet_orders')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
    .where('merchant_id', '=', merchantId)
    .where('cabinet_id', '=', cabinetId)
    .where('status', '=', 1)
    .where('paid_at', '>=', from)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), amount: Number(row?.amount ?? 0) };
}

export async function countUnpaid(
  db: Executor,
  merchantId: number,
  cabinetId: number,
  deadlineBefore?: number,
) {
  const row = await db
    .selectFrom('cabinet_orders')
    .select(sql<number>`count(*)`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('cabinet_id', '=', cabinetId)
    .where('status', '=', 0)
    .$if(deadlineBefore !== undefined, (q) => q.where('pay_deadline', '<=', deadlineBefore!))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countOpenRestocks(db: Executor, merchantId: number, cabinetId: number) {
  const row = await db
    .selectFrom('restock_records')
    .select(sql<number>`count(*)`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('cabinet_id', '=', cabinetId)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countOpenAlerts(db: Executor, merchantId: number, cabinetId: number) {
  const row = await db
    .selectFrom('cabinet_alerts')
    .select(sql<number>`count(*)`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('cabinet_id', '=', cabinetId)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listAlerts(
  db: Executor,
  merchantId: number,
  f: { page: number; limit: number; status?: number; active?: number },
) {
  let q = db.selectFrom('cabinet_alerts as a').where('a.merchant_id', '=', merchantId);
  if (f.status !== undefined) q = q.where('a.status', '=', f.status);
  if (f.active === 1) q = q.where('a.status', 'in', [0, 1]);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .innerJoin('stock_locations as l', 'l.id', 'a.location_id')
    .innerJoin('cabinets as c', 'c.id', 'a.cabinet_id')
    .leftJoin('cabinet_goods as cg', (j) =>
      j.onRef('cg.sku_id', '=', 'a.sku_id').on('cg.merchant_id', '=', merchantId),
    )
    .leftJoin('goods_skus as k', 'k.id', 'a.sku_id')
    .leftJoin('goods as g', 'g.id', 'k.goods_id')
    .select([
      'a.id',
      'a.cabinet_id',
      'c.name as cabinet_name',
      'a.location_id',
      'l.name as slot_name',
      'l.slot_no',
      'l.capacity',
      'a.sku_id',
      'cg.name as cabinet_goods_name',
      'cg.images as cabinet_goods_images',
      'g.title',
      'g.image as goods_image',
      'a.kind',
      'a.quantity',
      'a.reorder_level',
      'a.status',
      'a.restock_record_id',
      'a.read_at',
      'a.cleared_at',
      'a.created_at',
    ])
    .orderBy('a.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

export function findAlert(db: Executor, merchantId: number, id: number) {
  return db
    .selectFrom('cabinet_alerts')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export function listTerminals(db: Executor, merchantId: number) {
  return db
    .selectFrom('cabinet_terminals as t')
    .leftJoin('cabinets as c', 'c.id', 't.cabinet_id')
    .select([
      't.id',
      't.terminal_id',
      't.cabinet_id',
      'c.name as cabinet_name',
      't.app_version',
      't.online_since',
      't.offline_since',
      't.last_seen_at',
    ])
    .where('t.merchant_id', '=', merchantId)
    .orderBy('t.last_seen_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

/** A terminal reported itself (connect): online since now. */
export async function terminalOnline(
  db: Executor,
  v: {
    merchant_id: number;
    terminal_id: string;
    cabinet_id: number | null;
    app_version: string;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('cabinet_terminals')
    .values({
      merchant_id: v.merchant_id,
      terminal_id: v.terminal_id,
      cabinet_id: v.cabinet_id,
      app_version: v.app_version,
      online_since: v.now,
      last_seen_at: v.now,
      offline_since: null,
      created_at: v.now,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'terminal_id']).doUpdateSet({
        // a terminal an operator bound keeps its cabinet (modules/ops/merchants.service.ts)
        cabinet_id: sql<
          number | null
        >`case when cabinet_terminals.bound = 1 then cabinet_terminals.cabinet_id else ${v.cabinet_id} end`,
        app_version: v.app_version,
        // stays the first connect's time while it is online on another socket too
        online_since: sql<number>`coalesce(cabinet_terminals.online_since, ${v.now})`,
        last_seen_at: v.now,
        offline_since: null,
      }),
    )
    .execute();
}

/** The terminal's last socket closed: offline since now. */
export async function terminalOffline(
  db: Executor,
  merchantId: number,
  terminalId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('cabinet_terminals')
    .set({ online_since: null, offline_since: now, last_seen_at: now })
    .where('merchant_id', '=', merchantId)
    .where('terminal_id', '=', terminalId)
    .execute();
}

/** The goods of some assigned SKUs (cabinet goods name and images, else the shop goods). */
export function assignedGoods(db: Executor, merchantId: number, skuIds: number[]) {
  return db
    .selectFrom('goods_skus as k')
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .leftJoin('cabinet_goods as cg', (j) =>
      j.onRef('cg.sku_id', '=', 'k.id').on('cg.merchant_id', '=', merchantId),
    )
    .select([
      'k.id as sku_id',
      'k.spec',
      'g.title',
      'g.image',
      'cg.id as cabinet_goods_id',
      'cg.name as cabinet_goods_name',
      'cg.images as cabinet_goods_images',
    ])
    .where('k.id', 'in', skuIds)
    .execute();
}
