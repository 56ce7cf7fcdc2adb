/**
 * SQL of the console's statistics (issue 23, part stats). Every figure is an aggregate the
 * database computes (SQLite and PostgreSQL alike) over the orders paid in `[from, to)` (Unix
 * seconds), each with what was refunded of it (refunds done, through its after-sales).
 */
import { sql } from 'kysely';
import type { Executor } from '../../db';

export interface Span {
  from: number;
  to: number;
}

const CHINA_OFFSET_S = 8 * 3600;
const DAY_S = 86400;

/** The paid orders of the span with their refunded amount (a derived table `p`). */
function paidOrders(db: Executor, span: Span) {
  const refunded = db
    .selectFrom('refunds as r')
    .innerJoin('after_sales as a', 'a.id', 'r.after_sale_id')
    .select(['a.order_id', sql<number>`sum(r.amount)`.as('amount')])
    .where('r.status', '=', 'done')
    .groupBy('a.order_id');
  return db
    .selectFrom('orders as o')
    .leftJoin(refunded.as('rf'), 'rf.order_id', 'o.id')
    .select([
      'o.id',
      'o.paid_at',
      'o.pay_amount',
      'o.activity_type',
      'o.activity_goods_id',
      sql<number>`coalesce(rf.amount, 0)`.as('refunded'),
    ])
    .where('o.paid_at', 'is not', null)
    .where('o.paid_at', '>=', span.from)
    .where('o.paid_at', '<', span.to);
}

const money = [
  sql<number>`coalesce(sum(p.pay_amount), 0)`.as('sales'),
  sql<number>`coalesce(sum(p.refunded), 0)`.as('refunds'),
  sql<number>`count(*)`.as('orders'),
] as const;

export interface MoneyRow {
  sales: number;
  refunds: number;
  orders: number;
}
const moneyOf = (r: { sales: unknown; refunds: unknown; orders: unknown }): MoneyRow => ({
  sales: Number(r.sales),
  refunds: Number(r.refunds),
  orders: Number(r.orders),
});

export async function totals(db: Executor, span: Span): Promise<MoneyRow> {
  const r = await db.selectFrom(paidOrders(db, span).as('p')).select(money).executeTakeFirst();
  return r ? moneyOf(r) : { sales: 0, refunds: 0, orders: 0 };
}

/** Per China-time day: `start` is the day's 00:00 China time. */
export async function byDay(db: Executor, span: Span): Promise<(MoneyRow & { start: number })[]> {
  // literals (see dashboard.repository.ts salesByDay)
  const day = sql<number>`(p.paid_at + ${sql.lit(CHINA_OFFSET_S)}) / ${sql.lit(DAY_S)}`;
  const rows = await db
    .selectFrom(paidOrders(db, span).as('p'))
    .select([day.as('d'), ...money])
    .groupBy(day)
    .execute();
  return rows.map((r) => ({
    ...moneyOf(r),
    start: Math.floor(Number(r.d)) * DAY_S - CHINA_OFFSET_S,
  }));
}

/** Per activity type of the order (0: none). */
export async function byZone(db: Executor, span: Span): Promise<(MoneyRow & { type: number })[]> {
  const rows = await db
    .selectFrom(paidOrders(db, span).as('p'))
    .select(['p.activity_type', ...money])
    .groupBy('p.activity_type')
    .execute();
  return rows.map((r) => ({ ...moneyOf(r), type: Number(r.activity_type) }));
}

/** Per activity (through the order's activity goods). */
export async function byActivity(
  db: Executor,
  span: Span,
): Promise<(MoneyRow & { activity_id: number; title: string; type: number })[]> {
  const rows = await db
    .selectFrom(paidOrders(db, span).as('p'))
    .innerJoin('activity_goods as ag', 'ag.id', 'p.activity_goods_id')
    .innerJoin('activities as ac', 'ac.id', 'ag.activity_id')
    .select(['ac.id', 'ac.title', 'ac.type', ...money])
    .groupBy(['ac.id', 'ac.title', 'ac.type'])
    .execute();
  return rows.map((r) => ({
    ...moneyOf(r),
    activity_id: Number(r.id),
    title: r.title,
    type: Number(r.type),
  }));
}

/** Line amounts of the span's paid orders per category. */
export async function byCategory(db: Executor, span: Span) {
  const rows = await db
    .selectFrom(paidOrders(db, span).as('p'))
    .innerJoin('order_items as i', 'i.order_id', 'p.id')
    .innerJoin('goods as g', 'g.id', 'i.goods_id')
    .innerJoin('categories as c', 'c.id', 'g.category_id')
    .select([
      'c.id',
      'c.name',
      'c.name_en',
      sql<number>`coalesce(sum(i.price * i.quantity), 0)`.as('sales'),
      sql<number>`coalesce(sum(i.quantity), 0)`.as('quantity'),
      sql<number>`count(distinct p.id)`.as('orders'),
    ])
    .groupBy(['c.id', 'c.name', 'c.name_en'])
    .orderBy('sales', 'desc')
    .execute();
  return rows.map((r) => ({
    category_id: Number(r.id),
    name: r.name,
    name_en: r.name_en,
    sales: Number(r.sales),
    quantity: Number(r.quantity),
    orders: Number(r.orders),
  }));
}

/** The `limit` goods of the most units sold (then amount). */
export async function topGoods(db: Executor, span: Span, limit: number) {
  const rows = await db
    .selectFrom(paidOrders(db, span).as('p'))
    .innerJoin('order_items as i', 'i.order_id', 'p.id')
    .innerJoin('goods as g', 'g.id', 'i.goods_id')
    .select([
      'g.id',
      'g.title',
      sql<number>`coalesce(sum(i.quantity), 0)`.as('quantity'),
      sql<number>`coalesce(sum(i.price * i.quantity), 0)`.as('sales'),
      sql<number>`count(distinct p.id)`.as('orders'),
    ])
    .groupBy(['g.id', 'g.title'])
    .orderBy('quantity', 'desc')
    .orderBy('sales', 'desc')
    .orderBy('g.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    goods_id: Number(r.id),
    title: r.title,
    quantity: Number(r.quantity),
    sales: Number(r.sales),
    orders: Number(r.orders),
  }));
}

/**
 * Page views in the span whose parameters name an activity or an activity goods, grouped by
 * the parameter string (the caller reads the ids out of each).
 */
export async function activityViews(
  db: Executor,
  span: Span,
): Promise<{ params: string; views: number }[]> {
  const rows = await db
    .selectFrom('statistics')
    .select(['url_params', sql<number>`count(*)`.as('n')])
    .where('time', '>=', span.from)
    .where('time', '<', span.to)
    .where((eb) =>
      eb.or([
        eb('url_params', 'like', '%activity_id=%'),
        eb('url_params', 'like', '%activity_goods_id=%'),
      ]),
    )
    .groupBy('url_params')
    .limit(20_000)
    .execute();
  return rows.map((r) => ({ params: r.url_params, views: Number(r.n) }));
}

/** The activity of each activity goods id. */
export async function activityOfGoods(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('activity_goods')
    .select(['id', 'activity_id'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.activity_id)]));
}

/** Titles and types of activities. */
export async function activitiesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('activities')
    .select(['id', 'title', 'type'])
    .where('id', 'in', ids)
    .execute();
}
