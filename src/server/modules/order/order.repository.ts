/** Orders as the order screens read them: rows mapped to OrderSummary / OrderDetail. */
import { sql } from 'kysely';
import type {
  AfterSale,
  ListData,
  OrderAddress,
  OrderDetail,
  OrderLine,
  OrderStatus,
  OrderSummary,
  PayMethod,
} from '../../../shared/contract';
import type { Executor } from '../../db';
import { parseJson, stringList } from '../../lib/json';
import { AFTER_SALE_OPEN, ORDER } from './order.state';
import type { Lang } from '../../messages';
import { closeReasonText, renderOrderEvent } from './order-event-text';
import { orderLineActivity } from './order-line-activity';
import { afterSaleUntil, type BusinessSettings } from '../../../shared/rules/business-settings';
import { readSettings } from '../config/config.repository';

export function orderRowQuery(db: Executor) {
  return db
    .selectFrom('orders as o')
    .leftJoin('sellers as se', 'se.id', 'o.seller_id')
    .selectAll('o')
    .select(sql<string>`coalesce(se.name, '')`.as('seller_name'));
}
type OrderRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof orderRowQuery>['executeTakeFirst']>>
>;

export async function linesOf(db: Executor, orderIds: number[]): Promise<Map<number, OrderLine[]>> {
  const map = new Map<number, OrderLine[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .selectFrom('order_items as i')
    // issue 25 (nav-exp): the order's activity, so its goods reopen that activity's detail
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .leftJoin('activity_goods as ag', 'ag.id', 'o.activity_goods_id')
    .selectAll('i')
    .select(['o.activity_type', 'o.activity_goods_id', 'ag.activity_id'])
    .where('i.order_id', 'in', orderIds)
    .orderBy('i.id')
    .execute();
  for (const r of rows) {
    const list = map.get(r.order_id) ?? [];
    list.push({
      id: r.id,
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      title: r.title,
      image: r.image,
      spec: parseJson<Record<string, string>>(r.spec, {}),
      price: r.price,
      quantity: r.quantity,
      commented: r.commented === 1,
      ...orderLineActivity(r),
    });
    map.set(r.order_id, list);
  }
  return map;
}

/** `rules`: the order settings now (the after-sale window). */
function toSummary(
  r: OrderRow,
  lines: OrderLine[],
  rules: BusinessSettings['order'],
): OrderSummary {
  return {
    id: r.id,
    order_sn: r.order_sn,
    trade_no: r.trade_no,
    status: r.status as OrderStatus,
    seller_id: r.seller_id,
    seller_name: r.seller_name,
    activity_type: r.activity_type,
    lines,
    count: lines.reduce((a, l) => a + l.quantity, 0),
    goods_amount: r.goods_amount,
    freight: r.freight,
    discount: r.discount,
    pay_amount: r.pay_amount,
    pay_deadline: r.pay_deadline,
    after_sale: r.after_sale === 1,
    after_sale_until: afterSaleUntil(rules, r.received_at),
    after_sale_days: rules.after_sale_days,
    created_at: r.created_at,
  };
}

export async function orderPage(
  db: Executor,
  userId: number,
  status: OrderStatus | null,
  page: number,
  limit: number,
): Promise<ListData<OrderSummary>> {
  // local shop orders are listed by /api/trashy/order/list (docs/api-local-shop.md)
  let q = orderRowQuery(db)
    .where('o.user_id', '=', userId)
    .where('o.deleted_by_user', '=', 0)
    .where('o.local_shop_id', 'is', null);
  if (status !== null) q = q.where('o.status', '=', status);
  let c = db
    .selectFrom('orders as o')
    .select(sql<number>`count(*)`.as('n'))
    .where('o.user_id', '=', userId)
    .where('o.deleted_by_user', '=', 0)
    .where('o.local_shop_id', 'is', null);
  if (status !== null) c = c.where('o.status', '=', status);
  const [rows, total, rules] = await Promise.all([
    q
      .orderBy('o.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    c.executeTakeFirst(),
    readSettings(db, 'order'),
  ]);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => toSummary(r, lines.get(r.id) ?? [], rules)),
    total: Number(total?.n ?? 0),
    page,
    limit,
  };
}

/** The user's order (not deleted); undefined for anyone else's. */
export function findUserOrder(db: Executor, userId: number, orderId: number) {
  return orderRowQuery(db)
    .where('o.id', '=', orderId)
    .where('o.user_id', '=', userId)
    .where('o.deleted_by_user', '=', 0)
    .executeTakeFirst();
}

type AfterSaleRow = {
  id: number;
  order_id: number;
  order_sn: string;
  type: 'refund' | 'return_refund';
  reason: string;
  amount: number;
  description: string;
  images: string;
  status: number;
  express_company: string;
  express_no: string;
  reject_reason: string;
  created_at: number;
  updated_at: number;
};

export function afterSaleQuery(db: Executor) {
  return db
    .selectFrom('after_sales as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .select([
      'a.id',
      'a.order_id',
      'o.order_sn',
      'a.type',
      'a.reason',
      'a.amount',
      'a.description',
      'a.images',
      'a.status',
      'a.express_company',
      'a.express_no',
      'a.reject_reason',
      'a.created_at',
      'a.updated_at',
    ]);
}

export async function toAfterSales(db: Executor, rows: AfterSaleRow[]): Promise<AfterSale[]> {
  const lines = await linesOf(db, [...new Set(rows.map((r) => r.order_id))]);
  return rows.map((r) => ({
    ...r,
    status: r.status as AfterSale['status'],
    images: stringList(r.images),
    lines: lines.get(r.order_id) ?? [],
  }));
}

/** fen refunded of an order so far */
export async function refundedOf(db: Executor, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('refunds as r')
    .innerJoin('after_sales as a', 'a.id', 'r.after_sale_id')
    .select(sql<number>`coalesce(sum(r.amount), 0)`.as('n'))
    .where('a.order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** `lang`: the reader's language of the timeline and a system close reason (issue 19 part E). */
export async function orderDetail(
  db: Executor,
  r: OrderRow,
  lang: Lang = 'zh',
): Promise<OrderDetail> {
  const [lines, events, afterSales, refunded, rules] = await Promise.all([
    linesOf(db, [r.id]),
    db
      .selectFrom('order_events')
      .select(['kind', 'text', 'code', 'params', 'created_at as time'])
      .where('order_id', '=', r.id)
      .orderBy('id')
      .execute(),
    afterSaleQuery(db).where('a.order_id', '=', r.id).orderBy('a.id', 'desc').limit(1).execute(),
    refundedOf(db, r.id),
    readSettings(db, 'order'),
  ]);
  const address = parseJson<OrderAddress | null>(r.address_json, null);
  const [afterSale] = await toAfterSales(db, afterSales);
  return {
    ...toSummary(r, lines.get(r.id) ?? [], rules),
    address: address && typeof address === 'object' && 'name' in address ? address : null,
    remark: r.remark,
    full_cut: r.full_cut,
    coupon_discount: r.coupon_discount,
    pay_method: r.pay_method as PayMethod | '',
    paid_at: r.paid_at,
    shipped_at: r.shipped_at,
    received_at: r.received_at,
    closed_at: r.closed_at,
    close_reason: closeReasonText(r.close_reason, lang),
    express: r.express_no ? { company: r.express_company, number: r.express_no } : null,
    timeline: events.map((e) => ({
      kind: e.kind,
      text: renderOrderEvent(lang, e),
      time: e.time,
    })),
    after_sale_info: afterSale ?? null,
    refunded,
  };
}

/** The group-buying group an order joined or opened (0: none; table group_members, modules/promo). */
export async function groupIdOfOrder(db: Executor, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('group_members')
    .select('group_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.group_id ?? 0;
}

/** Whether the order has an after-sale request still open (applied, approved, returned). */
export async function hasOpenAfterSale(db: Executor, orderId: number): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('after_sales')
      .select('id')
      .where('order_id', '=', orderId)
      .where('status', 'in', AFTER_SALE_OPEN)
      .executeTakeFirst(),
  );
}

/**
 * Hides a closed or reviewed order of the user from the buyer's lists (not a status change).
 * Returns whether it did.
 */
export async function hideUserOrder(
  db: Executor,
  userId: number,
  orderId: number,
): Promise<boolean> {
  const res = await db
    .updateTable('orders')
    .set({ deleted_by_user: 1 })
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('status', 'in', [ORDER.CLOSED, ORDER.REVIEWED])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) !== 0;
}

/** An order of one of the merchant's sellers; undefined for anyone else's. */
export function findMerchantOrder(db: Executor, merchantId: number, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .select(['o.id', 'o.status'])
    .where('o.id', '=', orderId)
    .where('s.merchant_id', '=', merchantId)
    .executeTakeFirst();
}
