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
  record: { merchant_id: number; cabinet_id: number; operator: string; created_at: number },
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
  f: { page: number; limit: number; cabinet_id?: number },
) {
  let q = db
    .selectFrom('abnormal_records as a')
    .innerJoin('restock_records as r', 'r.id', 'a.restock_record_id')
    .where('a.merchant_id', '=', merchantId);
  if (f.cabinet_id) q = q.where('r.cabinet_id', '=', f.cabinet_id);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .innerJoin('cabinets as c', 'c.id', 'r.cabinet_id')
    .leftJoin('stock_locations as l', 'l.id', 'a.location_id')
    .leftJoin('goods_skus as k', 'k.id', 'a.sku_id')
    .leftJoin('goods as g', 'g.id', 'k.goods_id')
    .leftJoin('cabinet_goods as cg', (j) =>
      j.onRef('cg.sku_id', '=', 'a.sku_id').on('cg.merchant_id', '=', merchantId),
    )
    .selectAll('a')
    .select([
      'r.cabinet_id',
      'r.operator',
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
