/**
 * SQL of the operator console's dashboard (issue 20, part `dash`). Every figure is an aggregate
 * computed by the database (SQLite and PostgreSQL alike), never a sum in JS over all rows:
 * the sales of several spans in one pass over the orders paid since the earliest span's start,
 * the daily series grouped by China-time day, counts of what waits, the lowest warehouse stocks.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';

/** A time span `[from, to)` in Unix seconds. */
export interface Span {
  from: number;
  to: number;
}

export interface SalesRow {
  sales: number;
  orders: number;
  payers: number;
}

const CHINA_OFFSET_S = 8 * 3600;
const DAY_S = 86400;

/** The paid sales of each span (by `orders.paid_at`), in one query. */
export async function salesOfSpans(db: Executor, spans: Span[]): Promise<SalesRow[]> {
  if (spans.length === 0) return [];
  const from = Math.min(...spans.map((s) => s.from));
  const to = Math.max(...spans.map((s) => s.to));
  const inSpan = (s: Span) => sql`o.paid_at >= ${s.from} and o.paid_at < ${s.to}`;
  const cols = spans.flatMap((s, i) => [
    sql<number>`coalesce(sum(case when ${inSpan(s)} then o.pay_amount else 0 end), 0)`.as(`s${i}`),
    sql<number>`coalesce(sum(case when ${inSpan(s)} then 1 else 0 end), 0)`.as(`n${i}`),
    sql<number>`count(distinct case when ${inSpan(s)} then o.user_id end)`.as(`u${i}`),
  ]);
  const row = (await db
    .selectFrom('orders as o')
    .select(cols)
    .where('o.paid_at', 'is not', null)
    .where('o.paid_at', '>=', from)
    .where('o.paid_at', '<', to)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  return spans.map((_, i) => ({
    sales: Number(row?.[`s${i}`] ?? 0),
    orders: Number(row?.[`n${i}`] ?? 0),
    payers: Number(row?.[`u${i}`] ?? 0),
  }));
}

/** Paid sales per China-time day in `[from, to)`: `start` is the day's 00:00 China time. */
export async function salesByDay(
  db: Executor,
  span: Span,
): Promise<{ start: number; sales: number; orders: number }[]> {
  // literals, not parameters: SQLite binds a JS number as a real (real division, one group per
  // second), and PostgreSQL sees the select's and the group's parameters as different expressions
  const day = sql<number>`(o.paid_at + ${sql.lit(CHINA_OFFSET_S)}) / ${sql.lit(DAY_S)}`;
  const rows = await db
    .selectFrom('orders as o')
    .select([
      day.as('d'),
      sql<number>`coalesce(sum(o.pay_amount), 0)`.as('sales'),
      sql<number>`count(*)`.as('orders'),
    ])
    .where('o.paid_at', 'is not', null)
    .where('o.paid_at', '>=', span.from)
    .where('o.paid_at', '<', span.to)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({
    start: Math.floor(Number(r.d)) * DAY_S - CHINA_OFFSET_S,
    sales: Number(r.sales),
    orders: Number(r.orders),
  }));
}

/** After-sales in `statuses`: how many and their amount. */
export async function afterSalesIn(
  db: Executor,
  statuses: number[],
): Promise<{ count: number; amount: number }> {
  const row = await db
    .selectFrom('after_sales')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), amount: Number(row?.amount ?? 0) };
}

/** Withdrawals requested and not settled: how many and their amount. */
export async function pendingWithdrawals(db: Executor): Promise<{ count: number; amount: number }> {
  const row = await db
    .selectFrom('withdrawals')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), amount: Number(row?.amount ?? 0) };
}

export interface LowStockRow {
  sku_id: number;
  goods_id: number;
  title: string;
  spec: string;
  stock: number;
  seller_id: number;
  seller_name: string;
}

/**
 * On-sale goods' SKUs whose warehouse stock is at or under `line` (no stock row: 0): the
 * `limit` lowest (then oldest SKU first) and how many in all.
 */
export async function lowStock(
  db: Executor,
  line: number,
  limit: number,
): Promise<{ total: number; list: LowStockRow[] }> {
  const qty = sql<number>`coalesce(st.quantity, 0)`;
  const base = db
    .selectFrom('goods_skus as k')
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .leftJoin('stock as st', (j) =>
      j.onRef('st.sku_id', '=', 'k.id').on('st.location_id', '=', WAREHOUSE_LOCATION_ID),
    )
    .where('g.status', '=', 1)
    .where(qty, '<=', line);
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    base
      .leftJoin('sellers as s', 's.id', 'g.seller_id')
      .select([
        'k.id as sku_id',
        'k.goods_id',
        'g.title',
        'k.spec',
        qty.as('stock'),
        'g.seller_id',
        sql<string>`coalesce(s.name, '')`.as('seller_name'),
      ])
      .orderBy(qty)
      .orderBy('k.id')
      .limit(limit)
      .execute(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    list: rows.map((r) => ({
      sku_id: Number(r.sku_id),
      goods_id: Number(r.goods_id),
      title: r.title,
      spec: r.spec,
      stock: Number(r.stock),
      seller_id: Number(r.seller_id),
      seller_name: r.seller_name,
    })),
  };
}
