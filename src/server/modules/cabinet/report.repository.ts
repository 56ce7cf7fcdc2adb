/**
 * The SQL of the cabinet reports (issue 18): sums grouped by a period key computed in SQL from
 * Unix seconds, the same on SQLite and PostgreSQL (integer division of integers): the China day
 * number `(t + 8*3600) / 86400`, or the Monday-based week number `(day + 3) / 7` (Unix day 0 was
 * a Thursday). The service turns the keys into dates and fills the periods without data.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db';
import type { ReportGrain } from '../../../shared/contract/cabinet-report';

export interface ReportScope {
  merchantId: number;
  /** Unix seconds, inclusive */
  from: number;
  /** Unix seconds, exclusive */
  to: number;
  grain: ReportGrain;
  cabinetId?: number;
}

/** The period key of a Unix-seconds column (see the module comment). */
function periodKey(column: string, grain: ReportGrain): RawBuilder<number> {
  const day = sql`((${sql.ref(column)} + 28800) / 86400)`;
  return grain === 'week' ? sql<number>`((${day} + 3) / 7)` : sql<number>`${day}`;
}

const n = (v: unknown): number => Number(v ?? 0);

/** Paid cabinet orders per period and cabinet: count and amount (fen), by `paid_at`. */
export async function salesByCabinet(db: Executor, s: ReportScope) {
  const key = periodKey('o.paid_at', s.grain);
  let q = db
    .selectFrom('cabinet_orders as o')
    .innerJoin('cabinets as c', 'c.id', 'o.cabinet_id')
    .where('o.merchant_id', '=', s.merchantId)
    .where('o.status', '=', 1)
    .where('o.paid_at', '>=', s.from)
    .where('o.paid_at', '<', s.to);
  if (s.cabinetId) q = q.where('o.cabinet_id', '=', s.cabinetId);
  const rows = await q
    .select([
      key.as('k'),
      'o.cabinet_id',
      sql<string>`max(c.name)`.as('cabinet_name'),
      sql<number>`count(*)`.as('orders'),
      sql<number>`coalesce(sum(o.amount), 0)`.as('amount'),
    ])
    .groupBy([key, 'o.cabinet_id'])
    .execute();
  return rows.map((r) => ({
    key: n(r.k),
    cabinet_id: n(r.cabinet_id),
    cabinet_name: String(r.cabinet_name ?? ''),
    orders: n(r.orders),
    amount: n(r.amount),
  }));
}

/** The lines of paid cabinet orders per period, cabinet and SKU: orders, units, amount (fen). */
export async function salesByProduct(db: Executor, s: ReportScope) {
  const key = periodKey('o.paid_at', s.grain);
  let q = db
    .selectFrom('cabinet_order_lines as l')
    .innerJoin('cabinet_orders as o', 'o.id', 'l.order_id')
    .where('o.merchant_id', '=', s.merchantId)
    .where('o.status', '=', 1)
    .where('o.paid_at', '>=', s.from)
    .where('o.paid_at', '<', s.to);
  if (s.cabinetId) q = q.where('o.cabinet_id', '=', s.cabinetId);
  const rows = await q
    .select([
      key.as('k'),
      'o.cabinet_id',
      'l.sku_id',
      sql<string>`max(l.name)`.as('name'),
      sql<number>`count(distinct l.order_id)`.as('orders'),
      sql<number>`coalesce(sum(l.quantity), 0)`.as('units'),
      sql<number>`coalesce(sum(l.price * l.quantity), 0)`.as('amount'),
    ])
    .groupBy([key, 'o.cabinet_id', 'l.sku_id'])
    .execute();
  return rows.map((r) => ({
    key: n(r.k),
    cabinet_id: n(r.cabinet_id),
    sku_id: n(r.sku_id),
    name: String(r.name ?? ''),
    orders: n(r.orders),
    units: n(r.units),
    amount: n(r.amount),
  }));
}

/** Stock ledger rows of the merchant's cabinet slots per period and reason: units in and out. */
export async function stockByReason(db: Executor, s: ReportScope) {
  const key = periodKey('s.created_at', s.grain);
  let q = db
    .selectFrom('stock_ledger as s')
    .innerJoin('stock_locations as l', 'l.id', 's.location_id')
    .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
    .where('l.kind', '=', 'cabinet_slot')
    .where('c.merchant_id', '=', s.merchantId)
    .where('s.created_at', '>=', s.from)
    .where('s.created_at', '<', s.to);
  if (s.cabinetId) q = q.where('c.id', '=', s.cabinetId);
  const rows = await q
    .select([
      key.as('k'),
      's.reason',
      sql<number>`coalesce(sum(case when s.delta > 0 then s.delta else 0 end), 0)`.as('in_units'),
      sql<number>`coalesce(sum(case when s.delta < 0 then -s.delta else 0 end), 0)`.as('out_units'),
    ])
    .groupBy([key, 's.reason'])
    .execute();
  return rows.map((r) => ({
    key: n(r.k),
    reason: String(r.reason),
    in_units: n(r.in_units),
    out_units: n(r.out_units),
  }));
}

/** Abnormal (shortfall) records per period (by `created_at`) and status. */
export async function abnormalByStatus(db: Executor, s: ReportScope) {
  const key = periodKey('a.created_at', s.grain);
  let q = db
    .selectFrom('abnormal_records as a')
    .innerJoin('stock_locations as l', 'l.id', 'a.location_id')
    .where('a.merchant_id', '=', s.merchantId)
    .where('a.created_at', '>=', s.from)
    .where('a.created_at', '<', s.to);
  if (s.cabinetId) q = q.where('l.cabinet_id', '=', s.cabinetId);
  const rows = await q
    .select([
      key.as('k'),
      'a.status',
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(a.shortfall), 0)`.as('shortfall'),
    ])
    .groupBy([key, 'a.status'])
    .execute();
  return rows.map((r) => ({
    key: n(r.k),
    status: n(r.status),
    count: n(r.count),
    shortfall: n(r.shortfall),
  }));
}

/** Paid purchase orders (paid, received; not cancelled) per period of `paid_at`: `pay_amount`. */
export async function purchaseSpend(db: Executor, s: ReportScope) {
  const key = periodKey('p.paid_at', s.grain);
  let q = db
    .selectFrom('purchase_orders as p')
    .where('p.merchant_id', '=', s.merchantId)
    .where('p.status', 'in', [1, 2])
    .where('p.paid_at', '>=', s.from)
    .where('p.paid_at', '<', s.to);
  if (s.cabinetId) q = q.where('p.cabinet_id', '=', s.cabinetId);
  const rows = await q
    .select([
      key.as('k'),
      sql<number>`count(*)`.as('orders'),
      sql<number>`coalesce(sum(p.pay_amount), 0)`.as('amount'),
    ])
    .groupBy(key)
    .execute();
  return rows.map((r) => ({ key: n(r.k), orders: n(r.orders), amount: n(r.amount) }));
}

/** The cabinet, when it is the merchant's (a filter on someone else's cabinet is refused). */
export async function ownCabinet(db: Executor, merchantId: number, cabinetId: number) {
  return db
    .selectFrom('cabinets')
    .select(['id', 'name'])
    .where('id', '=', cabinetId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}
