/** SQL of the SKUs of supply goods a merchant has received (issue 18 part C follow-up). */
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { likeContains, num } from './cabinet.shared';

/** One row per received supply goods of the merchant's purchase orders, newest receipt first. */
export async function purchasedSkus(
  db: Executor,
  merchantId: number,
  f: { keyword?: string; limit: number },
) {
  let q = db
    .selectFrom('purchase_order_lines as l')
    .innerJoin('purchase_orders as po', 'po.id', 'l.order_id')
    .innerJoin('supply_goods as sg', 'sg.id', 'l.supply_goods_id')
    .innerJoin('goods_skus as k', 'k.id', 'sg.sku_id')
    .where('po.merchant_id', '=', merchantId)
    .where('l.received', '>', 0);
  if (f.keyword) q = q.where(likeContains('sg.name', f.keyword));
  const rows = await q
    .select([
      'sg.sku_id',
      'sg.id as supply_goods_id',
      'sg.name',
      'sg.image',
      'k.price',
      sql<number>`sum(l.received)`.as('received'),
    ])
    .groupBy(['sg.id', 'sg.sku_id', 'sg.name', 'sg.image', 'k.price'])
    .orderBy(sql`max(l.id)`, 'desc')
    .limit(f.limit)
    .execute();
  return rows.map((r) => ({
    sku_id: r.sku_id,
    supply_goods_id: r.supply_goods_id,
    name: r.name,
    image: r.image,
    price: num(r.price),
    received: num(r.received),
  }));
}
