/**
 * What the goods detail's layout reads besides the goods itself (issue 19 layout): the running
 * activity of a goods for the price band, the category chain the guarantees derive from, the
 * shop's goods count for the shop card, and the review texts the review tags are counted over.
 */
import { sql } from 'kysely';
import type { GoodsDetailActivity } from '../../../shared/contract';
import { guaranteesOf, type GuaranteeCode } from '../../../shared/rules/guarantees';
import { reviewTags, type ReviewTagCount } from '../../../shared/rules/review-tags';
import type { Executor } from '../../db';

/** Review tags are counted over this many newest shown reviews. */
export const REVIEW_TAG_SAMPLE = 500;

/**
 * The running activity (status 1, start_at ≤ now < end_at) the goods is in, the one ending
 * first; its price is the cheapest of the goods' SKUs in it.
 */
export async function runningActivityOf(
  db: Executor,
  goodsId: number,
  now: number,
): Promise<GoodsDetailActivity | null> {
  const row = await db
    .selectFrom('activity_goods as ag')
    .innerJoin('activities as a', 'a.id', 'ag.activity_id')
    .select([
      'a.id as activity_id',
      'ag.id as activity_goods_id',
      'a.type',
      'a.title',
      'ag.price',
      'ag.sku_id',
      'a.end_at',
    ])
    .where('ag.goods_id', '=', goodsId)
    .where('a.status', '=', 1)
    .where('a.start_at', '<=', now)
    .where('a.end_at', '>', now)
    .orderBy('a.end_at')
    .orderBy('ag.price')
    .orderBy('ag.id')
    .executeTakeFirst();
  return row ?? null;
}

/** The guarantee codes of a goods, from its category and the category's parents. */
export async function guaranteesOfGoods(
  db: Executor,
  categoryId: number,
): Promise<GuaranteeCode[]> {
  const names: string[] = [];
  let id: number | null = categoryId;
  // categories are two or three levels deep; the bound stops a broken parent loop
  for (let depth = 0; id && depth < 5; depth++) {
    const cat = await db
      .selectFrom('categories')
      .select(['name', 'parent_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!cat) break;
    names.push(cat.name);
    id = cat.parent_id;
  }
  return guaranteesOf(names);
}

/** The goods' leaf category. */
export async function categoryOfGoods(db: Executor, goodsId: number): Promise<number> {
  const row = await db
    .selectFrom('goods')
    .select('category_id')
    .where('id', '=', goodsId)
    .executeTakeFirst();
  return row?.category_id ?? 0;
}

/** Goods on sale of a shop. */
export async function sellerGoodsCount(db: Executor, sellerId: number): Promise<number> {
  const row = await db
    .selectFrom('goods')
    .select(sql<number>`count(*)`.as('n'))
    .where('seller_id', '=', sellerId)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The tags of the goods' shown reviews (status 1), over the newest REVIEW_TAG_SAMPLE. */
export async function reviewTagsOfGoods(db: Executor, goodsId: number): Promise<ReviewTagCount[]> {
  const rows = await db
    .selectFrom('comments')
    .select('content')
    .where('goods_id', '=', goodsId)
    .where('status', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(REVIEW_TAG_SAMPLE)
    .execute();
  return reviewTags(rows.map((r) => r.content));
}
