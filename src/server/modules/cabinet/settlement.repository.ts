/** SQL of online-order settlement (issue 18 part C): which completed orders are due or pending. */
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { num } from './cabinet.shared';

/** orders.status of a completed order: received (3) or reviewed (4) */
const COMPLETED = [3, 4];
/** after_sales.status still undecided: applied, approved, returned */
const UNDECIDED = [0, 1, 2];
/** the ledger key of an order's settlement, `order_settle:<id>` (same on SQLite and PostgreSQL) */
const SETTLE_KEY = sql<string>`'order_settle:' || cast(o.id as varchar(20))`;
export const settleKey = (orderId: number): string => `order_settle:${orderId}`;

export interface SettleRow {
  order_id: number;
  order_sn: string;
  merchant_id: number;
  seller_id: number;
  pay_amount: number;
  refunded: number;
  received_at: number;
}

/**
 * Completed orders of merchants' sellers not yet settled (no ledger row with their key), with
 * what was refunded so far; `dueBy`: only those received at or before it; `merchantId`: one
 * merchant's; orders with an undecided after-sale are left out (settled once it is decided).
 */
export async function unsettledOrders(
  db: Executor,
  f: { dueBy?: number; merchantId?: number; limit?: number },
): Promise<SettleRow[]> {
  let q = db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .leftJoin('merchant_ledger as ml', (j) => j.on('ml.idempotency_key', '=', SETTLE_KEY))
    .select([
      'o.id as order_id',
      'o.order_sn',
      's.merchant_id',
      'o.seller_id',
      'o.pay_amount',
      'o.received_at',
      sql<number>`(select coalesce(sum(r.amount), 0) from refunds r join after_sales a on a.id = r.after_sale_id where a.order_id = o.id)`.as(
        'refunded',
      ),
    ])
    .where('s.merchant_id', 'is not', null)
    .where('o.status', 'in', COMPLETED)
    .where('o.received_at', 'is not', null)
    .where('ml.id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('after_sales as x')
            .select('x.id')
            .whereRef('x.order_id', '=', 'o.id')
            .where('x.status', 'in', UNDECIDED),
        ),
      ),
    );
  if (f.dueBy !== undefined) q = q.where('o.received_at', '<=', f.dueBy);
  if (f.merchantId !== undefined) q = q.where('s.merchant_id', '=', f.merchantId);
  const rows = await q
    .orderBy('o.received_at')
    .orderBy('o.id')
    .limit(f.limit ?? 500)
    .execute();
  return rows.map((r) => ({
    order_id: r.order_id,
    order_sn: r.order_sn,
    seller_id: num(r.seller_id),
    merchant_id: Number(r.merchant_id),
    pay_amount: num(r.pay_amount),
    refunded: num(r.refunded),
    received_at: num(r.received_at),
  }));
}

// --- issue 18 part C follow-up: the settlement view pages its lists, totals over all rows ---

/** what an order still pays the merchant: paid − refunded so far */
const REFUNDED = sql<number>`(select coalesce(sum(r.amount), 0) from refunds r join after_sales a on a.id = r.after_sale_id where a.order_id = o.id)`;

/** A merchant's pending orders (completed, not settled, something left to credit), unordered. */
function pendingQuery(db: Executor, merchantId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .leftJoin('merchant_ledger as ml', (j) => j.on('ml.idempotency_key', '=', SETTLE_KEY))
    .where('s.merchant_id', '=', merchantId)
    .where('o.status', 'in', COMPLETED)
    .where('o.received_at', 'is not', null)
    .where('ml.id', 'is', null)
    .where(sql<boolean>`o.pay_amount - ${REFUNDED} > 0`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('after_sales as x')
            .select('x.id')
            .whereRef('x.order_id', '=', 'o.id')
            .where('x.status', 'in', UNDECIDED),
        ),
      ),
    );
}

/** One page of a merchant's pending orders, the oldest receipt first, and the count/sum of all. */
export async function pendingPage(
  db: Executor,
  merchantId: number,
  p: { page: number; limit: number },
) {
  const base = pendingQuery(db, merchantId).select([
    'o.id as order_id',
    'o.order_sn',
    'o.received_at',
    sql<number>`o.pay_amount - ${REFUNDED}`.as('amount'),
  ]);
  const [rows, sums] = await Promise.all([
    base
      .orderBy('o.received_at')
      .orderBy('o.id')
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
    db
      .selectFrom(base.as('p'))
      .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(p.amount), 0)`.as('total')])
      .executeTakeFirst(),
  ]);
  return {
    count: num(sums?.n),
    total: num(sums?.total),
    list: rows.map((r) => ({
      order_id: r.order_id,
      order_sn: r.order_sn,
      amount: num(r.amount),
      received_at: num(r.received_at),
    })),
  };
}

/** One page of a merchant's settled orders, newest first, and the count/sum of all. */
export async function settledPage(
  db: Executor,
  merchantId: number,
  p: { page: number; limit: number },
) {
  const sums = await db
    .selectFrom('merchant_ledger as ml')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(ml.delta), 0)`.as('total')])
    .where('ml.merchant_id', '=', merchantId)
    .where('ml.kind', '=', 'sale')
    .where('ml.idempotency_key', 'like', 'order_settle:%')
    .executeTakeFirst();
  const rows = await db
    .selectFrom('merchant_ledger as ml')
    .leftJoin('orders as o', (j) => j.on(SETTLE_KEY, '=', sql.ref('ml.idempotency_key')))
    .select(['ml.id', 'ml.delta', 'ml.created_at', 'o.id as order_id', 'o.order_sn'])
    .where('ml.merchant_id', '=', merchantId)
    .where('ml.kind', '=', 'sale')
    .where('ml.idempotency_key', 'like', 'order_settle:%')
    .orderBy('ml.id', 'desc')
    .limit(p.limit)
    .offset((p.page - 1) * p.limit)
    .execute();
  return {
    count: num(sums?.n),
    total: num(sums?.total),
    list: rows.map((r) => ({
      order_id: r.order_id ?? 0,
      order_sn: r.order_sn ?? '',
      amount: num(r.delta),
      settled_at: num(r.created_at),
    })),
  };
}
