/** The SQL of the merchant's shop goods (the goods of its sellers, `sellers.merchant_id`). */
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { parseJson } from '../../lib/json';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';
import { likeContains, num } from './cabinet.shared';

/** Ids of the merchant's sellers, oldest first. */
export async function sellerIdsOf(db: Executor, merchantId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sellers')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The merchant's goods (of one of its sellers). */
export function findOwnGoods(ex: Executor, merchantId: number, goodsId: number) {
  return ex
    .selectFrom('goods as g')
    .innerJoin('sellers as s', 's.id', 'g.seller_id')
    .selectAll('g')
    .where('g.id', '=', goodsId)
    .where('s.merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** Whether the category exists and whether it has a child. */
export async function categoryAndChild(db: Executor, categoryId: number) {
  const cat = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  const child = await db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', '=', categoryId)
    .executeTakeFirst();
  return { cat, child };
}

/** Warehouse stock per SKU of these goods. */
export async function skusOf(db: Executor, goodsIds: number[]) {
  if (goodsIds.length === 0) return [];
  const rows = await db
    .selectFrom('goods_skus as k')
    .leftJoin('stock as s', (j) =>
      j.onRef('s.sku_id', '=', 'k.id').on('s.location_id', '=', WAREHOUSE_LOCATION_ID),
    )
    .select(['k.id', 'k.goods_id', 'k.spec', 'k.price', 's.quantity'])
    .where('k.goods_id', 'in', goodsIds)
    .orderBy('k.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    goods_id: r.goods_id,
    // display text: the spec values joined by a space ('' for a one-SKU goods)
    spec: Object.values(parseJson<Record<string, string>>(r.spec, {})).join(' '),
    price: num(r.price),
    stock: num(r.quantity),
  }));
}

export interface ShopGoodsFilter {
  page: number;
  limit: number;
  keyword?: string;
  status?: number;
  shop_class_id?: number;
}

/** A page of the merchant's goods, newest first, and their total. */
export async function shopGoodsPage(db: Executor, merchantId: number, f: ShopGoodsFilter) {
  let q = db
    .selectFrom('goods as g')
    .innerJoin('sellers as s', 's.id', 'g.seller_id')
    .where('s.merchant_id', '=', merchantId);
  if (f.keyword) q = q.where(likeContains('g.title', f.keyword));
  if (f.status !== undefined) q = q.where('g.status', '=', f.status);
  if (f.shop_class_id) q = q.where('g.shop_class_id', '=', f.shop_class_id);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .select([
      'g.id',
      'g.title',
      'g.image',
      'g.price',
      'g.market_price',
      'g.status',
      'g.shop_class_id',
      'g.sales',
      'g.created_at',
    ])
    .orderBy('g.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total, rows };
}

/** The SKU `skuId` when it is one of the merchant's goods. */
export function findOwnSku(db: Executor, merchantId: number, skuId: number) {
  return db
    .selectFrom('goods_skus as k')
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .innerJoin('sellers as s', 's.id', 'g.seller_id')
    .select('k.id')
    .where('k.id', '=', skuId)
    .where('s.merchant_id', '=', merchantId)
    .executeTakeFirst();
}
