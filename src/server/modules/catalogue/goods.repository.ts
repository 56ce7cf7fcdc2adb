import { sql, type SelectQueryBuilder } from 'kysely';
import type { GoodsItem, GoodsProp, ListData, SkuItem } from '../../../shared/contract';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema';
import { parseJson } from '../../lib/json';

/** The online shop's warehouse location (ARCHITECTURE.md "Stock"). */
export const WAREHOUSE_LOCATION_ID = 1;

type GoodsQuery = SelectQueryBuilder<DB, 'goods', object>;

/** The sort options of every goods list (get_goods_list, search, seller and brand lists). */
export type GoodsSort = 'composite' | 'sales' | 'price_asc' | 'price_desc' | 'new';

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

/**
 * Goods of a category; a top category lists the goods of its children too. The children are
 * looked up first so the goods query is a plain `category_id = ?` (or a short `in` list), which
 * the `goods_category_list` index (category_id, status, sort desc, sales desc, id) answers in
 * order for the composite sort and counts without reading the table.
 */
export async function inCategory<O>(
  db: Executor,
  q: SelectQueryBuilder<DB, 'goods', O>,
  catId: number,
): Promise<SelectQueryBuilder<DB, 'goods', O>> {
  const children = await db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', '=', catId)
    .execute();
  const ids = [catId, ...children.map((c) => c.id)];
  return ids.length === 1
    ? q.where('goods.category_id', '=', catId)
    : q.where('goods.category_id', 'in', ids);
}

/** Orders a goods query; `goodsPage` breaks ties by id so pages never overlap. */
export function sortGoods<O>(
  q: SelectQueryBuilder<DB, 'goods', O>,
  sort: GoodsSort,
): SelectQueryBuilder<DB, 'goods', O> {
  switch (sort) {
    case 'sales':
      return q.orderBy('goods.sales', 'desc');
    case 'price_asc':
      return q.orderBy('goods.price', 'asc');
    case 'price_desc':
      return q.orderBy('goods.price', 'desc');
    case 'new':
      return q.orderBy('goods.created_at', 'desc');
    default:
      // composite: the shop's own ranking first, then best sellers
      return q.orderBy('goods.sort', 'desc').orderBy('goods.sales', 'desc');
  }
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

/** The SKUs of a goods in id order, with their warehouse stock; `image` falls back to the goods'. */
export async function listSkus(
  db: Executor,
  goodsId: number,
  goodsImage: string,
): Promise<SkuItem[]> {
  const rows = await db
    .selectFrom('goods_skus')
    .leftJoin('stock', (j) =>
      j
        .onRef('stock.sku_id', '=', 'goods_skus.id')
        .on('stock.location_id', '=', WAREHOUSE_LOCATION_ID),
    )
    .select([
      'goods_skus.id',
      'goods_skus.spec',
      'goods_skus.price',
      'goods_skus.market_price',
      'goods_skus.image',
      'stock.quantity',
    ])
    .where('goods_skus.goods_id', '=', goodsId)
    .orderBy('goods_skus.id')
    .execute();
  return rows.map((s) => ({
    id: s.id,
    spec: parseJson<Record<string, string>>(s.spec, {}),
    price: s.price,
    market_price: s.market_price,
    stock: Number(s.quantity ?? 0),
    image: s.image || goodsImage,
  }));
}

/**
 * The figures of a goods detail that change with every order (issue 21: read per request beside
 * the cached detail): the goods' sales and each SKU's warehouse stock, in one indexed read.
 */
export async function liveGoodsFigures(
  db: Executor,
  goodsId: number,
): Promise<{ sales: number | undefined; stock: Map<number, number> }> {
  const rows = await db
    .selectFrom('goods')
    .leftJoin('goods_skus', 'goods_skus.goods_id', 'goods.id')
    .leftJoin('stock', (j) =>
      j
        .onRef('stock.sku_id', '=', 'goods_skus.id')
        .on('stock.location_id', '=', WAREHOUSE_LOCATION_ID),
    )
    .select(['goods.sales', 'goods_skus.id as sku_id', 'stock.quantity'])
    .where('goods.id', '=', goodsId)
    .execute();
  const stock = new Map<number, number>();
  for (const r of rows) if (r.sku_id !== null) stock.set(r.sku_id, Number(r.quantity ?? 0));
  return { sales: rows[0]?.sales, stock };
}

/**
 * The SKU props in display order: names in the order the first SKUs name them, values in SKU
 * order (the seed and the merchant screens write SKUs smallest pack first).
 */
export function propsOf(skus: readonly Pick<SkuItem, 'spec'>[]): GoodsProp[] {
  const props = new Map<string, string[]>();
  for (const sku of skus) {
    for (const [name, value] of Object.entries(sku.spec)) {
      const values = props.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      props.set(name, values);
    }
  }
  return [...props].map(([name, values]) => ({ name, values }));
}

/** An on-sale goods' id, title and image, or undefined. */
export function findOnSale(
  db: Executor,
  goodsId: number,
): Promise<
  | { id: number; title: string; image: string; price: number; freight_template: string | null }
  | undefined
> {
  return db
    .selectFrom('goods')
    .select(['id', 'title', 'image', 'price', 'freight_template'])
    .where('id', '=', goodsId)
    .where('status', '=', 1)
    .executeTakeFirst();
}
