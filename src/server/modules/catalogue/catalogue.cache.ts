/**
 * What the catalogue's cached answers depend on (lib/public-cache.ts, issue 21): the tables
 * each reads, as the cache's tags (a write to one of them drops the answer at once), and the
 * next activity boundary, the second an answer showing activities must stop being served.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db';

/**
 * A goods item of a list (goods.repository.ts `goodsItemQuery`): the goods with their sales
 * (shown, and the composite / sales orders) and their first SKU.
 */
export const GOODS_ITEM_TAGS = ['goods', 'goods.sales', 'goods_skus'] as const;
/** A goods list: the items plus the category tree (a top category lists its children's). */
export const GOODS_LIST_TAGS = [...GOODS_ITEM_TAGS, 'categories'] as const;
/** A keyword search: the list's plus the term index and the brand names of the filters. */
export const SEARCH_TAGS = [...GOODS_LIST_TAGS, 'goods_search_terms', 'brands'] as const;
/**
 * The shared part of a goods detail (catalogue.service.ts `publicGoodsDetail`). Not
 * `goods.sales` nor `stock`: those are read live per request, so an order does not drop it.
 */
export const DETAIL_TAGS = [
  'goods',
  'goods_skus',
  'sellers',
  'brands',
  'categories',
  'activities',
  'activity_goods',
] as const;
/** The home data: banners, zones and the notices of app_config. */
export const HOME_TAGS = ['banners', 'zones', 'app_config'] as const;

/**
 * The first second after `now` at which a published activity starts or ends (a running one
 * stops showing at its end second), or undefined when none is ahead.
 */
export async function nextActivityBoundary(db: Executor, now: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('activities')
    .select([
      sql<number | null>`min(case when start_at > ${now} then start_at end)`.as('next_start'),
      sql<number | null>`min(case when end_at > ${now} then end_at end)`.as('next_end'),
    ])
    .where('status', '=', 1)
    .executeTakeFirst();
  const next = [row?.next_start, row?.next_end]
    .map((v) => (v === null || v === undefined ? NaN : Number(v)))
    .filter((v) => Number.isFinite(v));
  return next.length > 0 ? Math.min(...next) : undefined;
}
