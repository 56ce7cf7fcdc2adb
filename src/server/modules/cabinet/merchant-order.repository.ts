/**
 * The SQL of the consumer orders of the merchant's sellers as the merchant sees them (docs/
 * api-guishang.md "Trade", screen order/order): list with lines and the latest after-sale, detail
 * with address, timeline and express (the order module's own detail), and their after-sales.
 */
import { sql } from 'kysely';
import { ORDER_STATUSES, type MerchantAfterSale } from '../../../shared/contract/cabinet-trade';
import type { Executor } from '../../db';
import { maskMobile } from '../../lib/crypto';
import { t, type Lang } from '../../messages';
import { stringList } from '../../lib/json';
import { notFound } from '../../lib/reply';
import { linesOf, orderDetail, orderRowQuery } from '../order/order.repository';
import { likeContains, num, oneOf } from './cabinet.shared';

async function latestAfterSales(db: Executor, orderIds: number[]) {
  const map = new Map<number, MerchantAfterSale>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .selectFrom('after_sales')
    .select(['id', 'order_id', 'status', 'type', 'amount'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    map.set(r.order_id, { id: r.id, status: r.status, type: r.type, amount: num(r.amount) });
  }
  return map;
}

async function buyersOf(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'mobile'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, maskMobile(r.mobile)]));
}

export async function merchantOrderList(
  db: Executor,
  merchantId: number,
  f: { page: number; limit: number; status: string; keyword?: string },
) {
  let q = db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .where('s.merchant_id', '=', merchantId);
  if (f.status !== 'all') q = q.where('o.status', '=', Number(f.status));
  if (f.keyword) q = q.where(likeContains('o.order_sn', f.keyword));
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .select([
      'o.id',
      'o.order_sn',
      'o.status',
      'o.pay_amount',
      'o.user_id',
      'o.created_at',
      'o.pay_deadline',
    ])
    .orderBy('o.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  const ids = rows.map((r) => r.id);
  const [lines, afterSales, buyers] = await Promise.all([
    linesOf(db, ids),
    latestAfterSales(db, ids),
    buyersOf(
      db,
      rows.map((r) => r.user_id),
    ),
  ]);
  return {
    total: num(total?.n),
    list: rows.map((r) => {
      const own = lines.get(r.id) ?? [];
      return {
        id: r.id,
        order_sn: r.order_sn,
        status: oneOf(ORDER_STATUSES, r.status),
        pay_amount: num(r.pay_amount),
        goods_count: own.reduce((n, l) => n + l.quantity, 0),
        created_at: num(r.created_at),
        pay_deadline: num(r.pay_deadline),
        buyer: buyers.get(r.user_id) ?? '',
        lines: own.map((l) => ({
          id: l.id,
          goods_id: l.goods_id,
          sku_id: l.sku_id,
          name: l.title,
          image: l.image,
          spec: l.spec,
          price: l.price,
          quantity: l.quantity,
        })),
        after_sale: afterSales.get(r.id) ?? null,
      };
    }),
  };
}

export async function merchantOrderDetail(
  db: Executor,
  merchantId: number,
  orderId: number,
  lang: Lang,
) {
  const row = await orderRowQuery(db)
    .innerJoin('sellers as ms', 'ms.id', 'o.seller_id')
    .where('o.id', '=', orderId)
    .where('ms.merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) throw notFound(t(lang, 'cabinet.orderNotFound'));
  const detail = await orderDetail(db, row, lang);
  const buyers = await buyersOf(db, [row.user_id]);
  const afterSales = await latestAfterSales(db, [row.id]);
  return {
    ...detail,
    buyer: buyers.get(row.user_id) ?? '',
    goods_count: detail.count,
    lines: detail.lines.map((l) => ({ ...l, name: l.title })),
    timeline: detail.timeline.map((e) => ({ ...e, created_at: e.time })),
    after_sale: afterSales.get(row.id) ?? null,
  };
}

export async function merchantAfterSales(
  db: Executor,
  merchantId: number,
  f: { page: number; limit: number; status?: number },
) {
  let q = db
    .selectFrom('after_sales as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .where('s.merchant_id', '=', merchantId);
  if (f.status !== undefined) q = q.where('a.status', '=', f.status);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
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
    ])
    .orderBy('a.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  const lines = await linesOf(db, [...new Set(rows.map((r) => r.order_id))]);
  return {
    total: num(total?.n),
    list: rows.map((r) => ({
      ...r,
      amount: num(r.amount),
      created_at: num(r.created_at),
      updated_at: num(r.updated_at),
      images: stringList(r.images),
      lines: lines.get(r.order_id) ?? [],
    })),
  };
}
