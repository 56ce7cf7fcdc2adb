/** The SQL of the merchant's stock log (the ledger rows of its cabinet slots). */
import { sql } from 'kysely';
import type { Executor } from '../../db';
import type { StockReason } from '../../../shared/contract/cabinet-stock';

export interface StockLogFilter {
  page: number;
  limit: number;
  cabinet_id?: number;
  location_id?: number;
  sku_id?: number;
  reason?: StockReason;
  /** catch-up: rows after this ledger id, ascending */
  after_id?: number;
  start?: number;
  end?: number;
}

export async function stockLog(db: Executor, merchantId: number, f: StockLogFilter) {
  let q = db
    .selectFrom('stock_ledger as s')
    .innerJoin('stock_locations as l', 'l.id', 's.location_id')
    .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
    .where('c.merchant_id', '=', merchantId);
  if (f.cabinet_id) q = q.where('c.id', '=', f.cabinet_id);
  if (f.location_id) q = q.where('s.location_id', '=', f.location_id);
  if (f.sku_id) q = q.where('s.sku_id', '=', f.sku_id);
  if (f.reason) q = q.where('s.reason', '=', f.reason);
  if (f.start !== undefined) q = q.where('s.created_at', '>=', f.start);
  if (f.end !== undefined) q = q.where('s.created_at', '<=', f.end);
  const catchUp = f.after_id !== undefined;
  if (catchUp) q = q.where('s.id', '>', f.after_id!);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .innerJoin('goods_skus as k', 'k.id', 's.sku_id')
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .leftJoin('cabinet_goods as cg', (j) =>
      j.onRef('cg.sku_id', '=', 's.sku_id').on('cg.merchant_id', '=', merchantId),
    )
    .select([
      's.id',
      's.location_id',
      'l.name as slot_name',
      'l.slot_no',
      'c.id as cabinet_id',
      'c.name as cabinet_name',
      's.sku_id',
      'g.title',
      'k.spec',
      'cg.name as cabinet_goods_name',
      's.delta',
      's.before_qty',
      's.after_qty',
      's.reason',
      's.ref',
      's.operator',
      's.idempotency_key',
      's.created_at',
      's.made_at',
    ])
    .orderBy('s.id', catchUp ? 'asc' : 'desc')
    .limit(f.limit)
    .offset(catchUp ? 0 : (f.page - 1) * f.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}
