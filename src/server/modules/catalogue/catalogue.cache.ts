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
 * `goods.sales` nor `stock`: those are added by `DETAIL_LIVE_TAGS`' answer, so an order does
 * not drop this part.
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
/**
 * The goods detail with its live figures (catalogue.routes.ts): the shared part's tags and the
 * tables of the figures (`liveGoodsFigures`: goods.sales, goods_skus, stock), so a stock move
 * (an order, a console edit, a kiosk restock) or a sales bump drops it at once.
 */
export const DETAIL_LIVE_TAGS = [...DETAIL_TAGS, 'goods.sales', 'stock'] as const;
/** The flash-sale sessions with the goods of the running one (activity.routes.ts). */
export const FLASH_TAGS = ['activities', 'activity_goods', ...GOODS_ITEM_TAGS] as const;
/** The home data: banners, zones and the notices of app_config. */
export const HOME_TAGS = ['banners', 'zones', 'app_config'] as const;

/**
 * The first second after `now` at which a published activity starts or ends (a running one
 * stops showing at its end second), or undefined when none is ahead.
 */
export async function nextActivityBoundary(
  db: Executor,
  now: number,
  window?: { before: number; after: number },
): Promise<number | undefined> {
  // With `window`: also the seconds an activity enters a list of those that end after
  // now - after and start before now + before (start_at - before + 1) or leaves it
  // (end_at + after). Integer literals: a bound number is a real on SQLite in arithmetic.
  const enter = window ? window.before - 1 : 0;
  const leave = window ? window.after : 0;
  const row = await db
    .selectFrom('activities')
    .select([
      sql<number | null>`min(case when start_at > ${now} then start_at end)`.as('next_start'),
      sql<number | null>`min(case when end_at > ${now} then end_at end)`.as('next_end'),
      sql<
        number | null
      >`min(case when start_at - ${sql.lit(enter)} > ${now} then start_at - ${sql.lit(enter)} end)`.as(
        'next_enter',
      ),
      sql<
        number | null
      >`min(case when end_at + ${sql.lit(leave)} > ${now} then end_at + ${sql.lit(leave)} end)`.as(
        'next_leave',
      ),
    ])
    .where('status', '=', 1)
    .executeTakeFirst();
  const next = [row?.next_start, row?.next_end, row?.next_enter, row?.next_leave]
    .map((v) => (v === null || v === undefined ? NaN : Number(v)))
    .filter((v) => Number.isFinite(v));
  return next.length > 0 ? Math.min(...next) : undefined;
}
