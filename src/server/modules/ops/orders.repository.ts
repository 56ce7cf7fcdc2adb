/**
 * The operator console's orders area (issue 20, part ORDERS): the reads of the order search,
 * the export and an order's console-only parts (buyer, seller, payments, remarks). The order
 * itself is read by the order module (order.repository.ts `orderDetail`).
 */
import { sql } from 'kysely';
import type { OpsOrderRemark, OpsOrderSort } from '../../../shared/contract/ops-orders';
import type { Executor } from '../../db';

/** The search's filters as the API takes them (Unix seconds, `to` exclusive). */
export interface OrderSearch {
  order_sn?: string | undefined;
  mobile?: string | undefined;
  status?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  seller_id?: number | undefined;
  sort: OpsOrderSort;
}

function filtered(db: Executor, f: OrderSearch) {
  let q = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('sellers as s', 's.id', 'o.seller_id');
  // the filters' texts are digits and letters only (the contract): no LIKE wildcard gets in
  if (f.order_sn) q = q.where('o.order_sn', 'like', `${f.order_sn}%`);
  if (f.mobile) {
    q =
      f.mobile.length === 11
        ? q.where('u.mobile', '=', f.mobile)
        : q.where('u.mobile', 'like', `${f.mobile}%`);
  }
  if (f.status !== undefined) q = q.where('o.status', '=', Number(f.status));
  if (f.from !== undefined) q = q.where('o.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('o.created_at', '<', f.to);
  if (f.seller_id !== undefined) q = q.where('o.seller_id', '=', f.seller_id);
  return q;
}

export async function countOrders(db: Executor, f: OrderSearch): Promise<number> {
  const row = await filtered(db, f)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of the search, in the search's order. */
export async function searchOrders(db: Executor, f: OrderSearch, offset: number, limit: number) {
  let q = filtered(db, f).select([
    'o.id',
    'o.order_sn',
    'o.status',
    'o.goods_amount',
    'o.freight',
    'o.discount',
    'o.pay_amount',
    'o.created_at',
    'o.paid_at',
    'o.user_id',
    'u.mobile',
    'u.nickname',
    'o.seller_id',
    sql<string>`coalesce(s.name, '')`.as('seller_name'),
    's.merchant_id',
  ]);
  if (f.sort === 'created_asc') q = q.orderBy('o.created_at', 'asc').orderBy('o.id', 'asc');
  else if (f.sort === 'amount_desc') q = q.orderBy('o.pay_amount', 'desc').orderBy('o.id', 'desc');
  else if (f.sort === 'amount_asc') q = q.orderBy('o.pay_amount', 'asc').orderBy('o.id', 'asc');
  else q = q.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc');
  return q.limit(limit).offset(offset).execute();
}
export type OrderSearchRow = Awaited<ReturnType<typeof searchOrders>>[number];

/** The goods of `orderIds` (title, quantity), in order, by order id. */
export async function itemsOf(
  db: Executor,
  orderIds: number[],
): Promise<Map<number, { title: string; quantity: number }[]>> {
  const map = new Map<number, { title: string; quantity: number }[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .selectFrom('order_items')
    .select(['order_id', 'title', 'quantity'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const list = map.get(r.order_id) ?? [];
    list.push({ title: r.title, quantity: r.quantity });
    map.set(r.order_id, list);
  }
  return map;
}

/** The order's status, seller and whether the seller is the platform's own. */
export function orderHead(db: Executor, id: number) {
  return db
    .selectFrom('orders as o')
    .leftJoin('sellers as s', 's.id', 'o.seller_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.order_sn',
      'o.status',
      'o.trade_no',
      'o.express_company',
      'o.express_no',
      'o.user_id',
      'u.mobile',
      'u.nickname',
      'o.seller_id',
      sql<string>`coalesce(s.name, '')`.as('seller_name'),
      's.merchant_id',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** The sellers, platform's own first, by name. */
export function sellerList(db: Executor) {
  return db
    .selectFrom('sellers')
    .select(['id', 'name', 'merchant_id'])
    .orderBy(sql`case when merchant_id is null then 0 else 1 end`)
    .orderBy('name')
    .orderBy('id')
    .limit(500)
    .execute();
}

/** The trades of an order (the payments table), newest first. */
export function paymentsOf(db: Executor, tradeNo: string) {
  return db
    .selectFrom('payments')
    .select([
      'trade_no',
      'amount',
      'method',
      'status',
      'provider',
      'provider_ref',
      'refunded',
      'paid_at',
      'created_at',
    ])
    .where('trade_no', '=', tradeNo)
    .orderBy('id', 'desc')
    .execute();
}

export async function remarksOf(db: Executor, orderId: number): Promise<OpsOrderRemark[]> {
  const rows = await db
    .selectFrom('order_remarks as r')
    .leftJoin('operators as p', 'p.id', 'r.operator_id')
    .select([
      'r.id',
      'r.text',
      'r.operator_id',
      sql<string>`coalesce(p.name, '')`.as('operator_name'),
      'r.created_at',
    ])
    .where('r.order_id', '=', orderId)
    .orderBy('r.id', 'desc')
    .execute();
  return rows;
}

export async function insertRemark(
  ex: Executor,
  row: { order_id: number; operator_id: number; text: string; created_at: number },
): Promise<number> {
  const r = await ex
    .insertInto('order_remarks')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}
