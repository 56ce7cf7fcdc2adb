/** Collections (收藏): one row per user and goods (unique), with the goods reference it was made from. */
import { sql } from 'kysely';
import type { CollectionItem } from '../../../shared/contract';
import type { Executor } from '../../db';

export type CollectionKind = 'all' | 'wine';

/** The "collected wine" page: goods whose own category's name contains 酒 (酒类 in the seed). */
const WINE_CATEGORY = '%酒%';

export async function listCollections(
  db: Executor,
  userId: number,
  kind: CollectionKind,
  p: { page: number; limit: number },
  now: number,
): Promise<{ list: CollectionItem[]; total: number }> {
  let base = db
    .selectFrom('collections as c')
    .innerJoin('goods as g', 'g.id', 'c.goods_id')
    .where('c.user_id', '=', userId);
  if (kind === 'wine') {
    base = base.where('g.category_id', 'in', (eb) =>
      eb.selectFrom('categories').select('id').where('name', 'like', WINE_CATEGORY),
    );
  }
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    base
      // the activity the goods was collected from, while it still runs
      .leftJoin('activity_goods as ag', 'ag.id', 'c.activity_goods_id')
      .leftJoin('activities as a', (j) =>
        j
          .onRef('a.id', '=', 'ag.activity_id')
          .on('a.status', '=', 1)
          .on('a.start_at', '<=', now)
          .on('a.end_at', '>', now),
      )
      .select([
        'c.id as collection_id',
        'c.created_at as collected_at',
        'c.sku_id as collected_sku_id',
        'g.id',
        'g.title',
        'g.image',
        'g.price',
        'g.market_price',
        'g.sales',
        'g.status',
        'g.brand_id',
        'g.seller_id',
        'g.goods_subregion',
        'a.id as activity_id',
        'a.type as activity_type',
        'ag.id as activity_goods_id',
        'ag.sku_id as activity_sku_id',
        'ag.price as activity_price',
        sql<number | null>`(select min(s.id) from goods_skus s where s.goods_id = g.id)`.as(
          'first_sku_id',
        ),
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    list: rows.map((r): CollectionItem => {
      // An ended activity would link to a closed page: the item falls back to the goods itself.
      const running = r.activity_id !== null && r.activity_price !== null;
      return {
        id: r.id,
        goods_id: r.id,
        sku_id: running
          ? Number(r.activity_sku_id)
          : r.collected_sku_id || Number(r.first_sku_id ?? 0),
        title: r.title,
        image: r.image,
        price: running ? Number(r.activity_price) : r.price,
        market_price: running ? r.price : r.market_price,
        sales: r.sales,
        type: running ? Number(r.activity_type) : 0,
        activity_id: running ? Number(r.activity_id) : 0,
        activity_goods_id: running ? Number(r.activity_goods_id) : 0,
        goods_subregion: r.goods_subregion,
        brand_id: r.brand_id,
        seller_id: r.seller_id,
        collection_id: r.collection_id,
        collected_at: r.collected_at,
        invalid: r.status !== 1,
      };
    }),
  };
}

/** A goods by id with its status (on sale: 1). */
export function findGoodsStatus(db: Executor, goodsId: number) {
  return db
    .selectFrom('goods')
    .select(['id', 'status'])
    .where('id', '=', goodsId)
    .executeTakeFirst();
}

/** Removes the user's collection of the goods; true when there was one. */
export async function removeCollection(
  db: Executor,
  userId: number,
  goodsId: number,
): Promise<boolean> {
  const removed = await db
    .deleteFrom('collections')
    .where('user_id', '=', userId)
    .where('goods_id', '=', goodsId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** The SKU `skuId` if it is one of the goods'. */
export function findGoodsSku(db: Executor, goodsId: number, skuId: number) {
  return db
    .selectFrom('goods_skus')
    .select('id')
    .where('id', '=', skuId)
    .where('goods_id', '=', goodsId)
    .executeTakeFirst();
}

/** The activity of the activity goods row `activityGoodsId` if it is one of the goods'. */
export function findActivityGoods(db: Executor, goodsId: number, activityGoodsId: number) {
  return db
    .selectFrom('activity_goods')
    .select('activity_id')
    .where('id', '=', activityGoodsId)
    .where('goods_id', '=', goodsId)
    .executeTakeFirst();
}

/** Adds a collection; a row for the same user and goods already there is left as it is. */
export async function insertCollection(
  db: Executor,
  row: {
    user_id: number;
    goods_id: number;
    sku_id: number;
    activity_id: number;
    activity_goods_id: number;
    type: number;
    created_at: number;
  },
): Promise<void> {
  await db
    .insertInto('collections')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'goods_id']).doNothing())
    .execute();
}
