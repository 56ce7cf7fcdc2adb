import { sql, type SelectQueryBuilder } from 'kysely';
import type { GoodsItem, ListData } from '../../../shared/contract';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema';

/** The online shop's warehouse location (ARCHITECTURE.md "Stock"). */
export const WAREHOUSE_LOCATION_ID = 1;

type GoodsQuery = SelectQueryBuilder<DB, 'goods', object>;

export function goodsItemQuery(db: Executor) {
  return db
    .selectFrom('goods')
    .select([
      'goods.id',
      'goods.title',
      'goods.image',
      'goods.price',
      'goods.market_price',
      'goods.sales',
      'goods.brand_id',
      'goods.seller_id',
      'goods.goods_subregion',
      sql<number>`(select min(s.id) from goods_skus s where s.goods_id = goods.id)`.as('sku_id'),
    ])
    .where('goods.status', '=', 1);
}

type GoodsItemRow = {
  id: number;
  title: string;
  image: string;
  price: number;
  market_price: number;
  sales: number;
  brand_id: number;
  seller_id: number;
  goods_subregion: number;
  sku_id: number | null;
};

export function toGoodsItem(r: GoodsItemRow): GoodsItem {
  return {
    id: r.id,
    goods_id: r.id,
    sku_id: Number(r.sku_id ?? 0),
    title: r.title,
    image: r.image,
    price: r.price,
    market_price: r.market_price,
    sales: r.sales,
    type: 0,
    activity_id: 0,
    activity_goods_id: 0,
    goods_subregion: r.goods_subregion,
    brand_id: r.brand_id,
    seller_id: r.seller_id,
  };
}

export async function countOf(q: GoodsQuery): Promise<number> {
  const row = await q
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function skuStock(db: Executor, skuIds: number[]): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  if (skuIds.length === 0) return map;
  const rows = await db
    .selectFrom('stock')
    .select(['sku_id', 'quantity'])
    .where('location_id', '=', WAREHOUSE_LOCATION_ID)
    .where('sku_id', 'in', skuIds)
    .execute();
  for (const r of rows) map.set(r.sku_id, r.quantity);
  return map;
}

/** One page of an ordered goods query; ties broken by id so pages never overlap. */
export async function goodsPage(
  q: ReturnType<typeof goodsItemQuery>,
  total: number,
  p: { page: number; limit: number },
): Promise<ListData<GoodsItem>> {
  const rows = await q
    .orderBy('goods.id', 'asc')
    .limit(p.limit)
    .offset((p.page - 1) * p.limit)
    .execute();
  return { list: rows.map(toGoodsItem), total, page: p.page, limit: p.limit };
}
