/** The SQL of courier restock records, their lines and the abnormal (shortfall) records. */
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db';
import type { AbnormalRecordsTable } from '../../db/schema';

/** The ids of a cabinet's slots. */
export async function slotIdsOf(db: Executor, cabinetId: number): Promise<Set<number>> {
  const slots = await db
    .selectFrom('stock_locations')
    .select('id')
    .where('cabinet_id', '=', cabinetId)
    .where('kind', '=', 'cabinet_slot')
    .execute();
  return new Set(slots.map((s) => s.id));
}

export async function insertRestock(
  tx: Executor,
  record: {
    merchant_id: number;
    cabinet_id: number;
    operator: string;
    created_at: number;
    courier_id?: number | null;
    due_at?: number | null;
  },
  lines: { location_id: number; sku_id: number; expected: number }[],
): Promise<number> {
  const rec = await tx
    .insertInto('restock_records')
    .values({ ...record, status: 0, finished_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('restock_lines')
    .values(lines.map((l) => ({ record_id: rec.id, ...l, put_in: null })))
    .execute();
  return rec.id;
}

/** The 0 → 1 transition of an open record; whether this call won it. */
export async function finishRestockRecord(
  tx: Executor,
  merchantId: number,
  id: number,
  now: number,
): Promise<boolean> {
  const won = await tx
    .updateTable('restock_records')
    .set({ status: 1, finished_at: now })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(won.numUpdatedRows) > 0;
}

export async function restockExists(tx: Executor, merchantId: number, id: number) {
  const row = await tx
    .selectFrom('restock_records')
    .select('id')
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The lines of one record, in location order. */
export function restockLinesOf(tx: Executor, recordId: number) {
  return tx
    .selectFrom('restock_lines')
    .selectAll()
    .where('record_id', '=', recordId)
    .orderBy('location_id')
    .orderBy('id')
    .execute();
}

export async function setLinePutIn(tx: Executor, lineId: number, putIn: number): Promise<void> {
  await tx.updateTable('restock_lines').set({ put_in: putIn }).where('id', '=', lineId).execute();
}

export async function insertAbnormal(
  tx: Executor,
  row: Insertable<AbnormalRecordsTable>,
): Promise<void> {
  await tx.insertInto('abnormal_records').values(row).execute();
}

export async function listRestocks(
  db: Executor,
  merchantId: number,
  f: { page: number; limit: number; cabinet_id?: number; status?: number },
) {
  let q = db.selectFrom('restock_records').where('merchant_id', '=', merchantId);
  if (f.cabinet_id) q = q.where('cabinet_id', '=', f.cabinet_id);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .selectAll()
    .orderBy('id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  const lines = rows.length
    ? await db
        .selectFrom('restock_lines')
        .selectAll()
        .where(
          'record_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return { total: Number(total?.n ?? 0), rows, lines };
}

export async function listAbnormal(
  db: Executor,
  merchantId: number,
  f: { page: number; limit: number; cabinet_id?: number; status?: number },
) {
  let q = db
    .selectFrom('abnormal_records as a')
    .innerJoin('restock_records as r', 'r.id', 'a.restock_record_id')
    .where('a.merchant_id', '=', merchantId);
  if (f.cabinet_id) q = q.where('r.cabinet_id', '=', f.cabinet_id);
  if (f.status !== undefined) q = q.where('a.status', '=', f.status);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .innerJoin('cabinets as c', 'c.id', 'r.cabinet_id')
    .leftJoin('stock_locations as l', 'l.id', 'a.location_id')
    .leftJoin('goods_skus as k', 'k.id', 'a.sku_id')
    .leftJoin('goods as g', 'g.id', 'k.goods_id')
    .leftJoin('cabinet_goods as cg', (j) =>
      j.onRef('cg.sku_id', '=', 'a.sku_id').on('cg.merchant_id', '=', merchantId),
    )
    .leftJoin('couriers as cr', 'cr.id', 'a.courier_id')
    .selectAll('a')
    .select([
      'r.cabinet_id',
      'r.operator',
      'cr.name as courier_name',
      'c.name as cabinet_name',
      'l.slot_no',
      'g.title',
      'cg.name as cabinet_goods_name',
    ])
    .orderBy('a.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

// --- issue 18, part B (courier): work orders, line by line, abnormal handling ---

/** The slots of a cabinet with an assigned product, their capacity and units held (all SKUs). */
export function assignedSlotsOf(db: Executor, cabinetId: number) {
  return db
    .selectFrom('stock_locations as l')
    .select([
      'l.id as location_id',
      'l.sku_id',
      'l.capacity',
      sql<number>`(select coalesce(sum(s.quantity), 0) from stock s where s.location_id = l.id)`.as(
        'quantity',
      ),
    ])
    .where('l.cabinet_id', '=', cabinetId)
    .where('l.kind', '=', 'cabinet_slot')
    .where('l.sku_id', 'is not', null)
    .orderBy('l.slot_no')
    .orderBy('l.id')
    .execute();
}

export function restockRecordOf(db: Executor, merchantId: number, id: number) {
  return db
    .selectFrom('restock_records')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export async function assignRestock(
  db: Executor,
  merchantId: number,
  id: number,
  set: { courier_id: number; due_at: number | null; operator: string },
): Promise<boolean> {
  const r = await db
    .updateTable('restock_records')
    .set(set)
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Work orders with their cabinet, courier and progress (a courier's only when given). */
export async function listWorkOrders(
  db: Executor,
  merchantId: number,
  f: {
    page: number;
    limit: number;
    status?: number;
    courier_id?: number;
    id?: number;
    /** only the cabinets this courier serves (issue 23, `courier_cabinets`) */
    served_by?: number;
  },
) {
  let q = db.selectFrom('restock_records as r').where('r.merchant_id', '=', merchantId);
  if (f.courier_id !== undefined) q = q.where('r.courier_id', '=', f.courier_id);
  if (f.served_by !== undefined) {
    const courierId = f.served_by;
    q = q.where('r.cabinet_id', 'in', (s) =>
      s.selectFrom('courier_cabinets').select('cabinet_id').where('courier_id', '=', courierId),
    );
  }
  if (f.status !== undefined) q = q.where('r.status', '=', f.status);
  if (f.id !== undefined) q = q.where('r.id', '=', f.id);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .innerJoin('cabinets as c', 'c.id', 'r.cabinet_id')
    .leftJoin('couriers as k', 'k.id', 'r.courier_id')
    .selectAll('r')
    .select([
      'c.name as cabinet_name',
      'k.name as courier_name',
      sql<number>`(select count(*) from restock_lines x where x.record_id = r.id)`.as(
        'lines_total',
      ),
      sql<number>`(select count(*) from restock_lines x where x.record_id = r.id and x.done_at is not null)`.as(
        'lines_done',
      ),
    ])
    .orderBy('r.status')
    .orderBy(sql`coalesce(r.due_at, r.created_at)`)
    .orderBy('r.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

/** The lines of a record with their slot, goods and what the slot holds now. */
export function workOrderLinesOf(db: Executor, merchantId: number, recordId: number) {
  return db
    .selectFrom('restock_lines as x')
    .innerJoin('stock_locations as l', 'l.id', 'x.location_id')
    .leftJoin('goods_skus as k', 'k.id', 'x.sku_id')
    .leftJoin('goods as g', 'g.id', 'k.goods_id')
    .leftJoin('cabinet_goods as cg', (j) =>
      j.onRef('cg.sku_id', '=', 'x.sku_id').on('cg.merchant_id', '=', merchantId),
    )
    .selectAll('x')
    .select([
      'l.slot_no',
      'l.name as slot_name',
      'l.capacity',
      'g.title',
      'g.image',
      'cg.name as cabinet_goods_name',
      sql<number>`(select coalesce(sum(s.quantity), 0) from stock s where s.location_id = x.location_id)`.as(
        'quantity',
      ),
    ])
    .where('x.record_id', '=', recordId)
    .orderBy('l.slot_no')
    .orderBy('x.id')
    .execute();
}

/** Marks a line done (only once: whether this call won). */
export async function markLineDone(
  tx: Executor,
  lineId: number,
  set: { put_in: number; photo: string; done_at: number },
): Promise<boolean> {
  const r = await tx
    .updateTable('restock_lines')
    .set(set)
    .where('id', '=', lineId)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The units a slot holds now (every SKU). */
export async function slotTotal(tx: Executor, locationId: number): Promise<number> {
  const r = await tx
    .selectFrom('stock')
    .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** open → resolved | compensated, once: whether this call won. */
export async function handleAbnormal(
  db: Executor,
  merchantId: number,
  id: number,
  set: { status: number; handled_by: string; handled_at: number; note: string },
): Promise<boolean> {
  const r = await db
    .updateTable('abnormal_records')
    .set(set)
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export function abnormalOf(db: Executor, merchantId: number, id: number) {
  return db
    .selectFrom('abnormal_records')
    .select(['id', 'status'])
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}
