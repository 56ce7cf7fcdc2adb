/**
 * The catalogue's reads besides the goods lists (goods.repository.ts): the home data, banners,
 * categories, the goods detail's seller / brand / collected flag, the first SKU a freight quote
 * prices, and the flash-sale sessions with their activity goods.
 */
import type { Banner, Category, GoodsItem, Zone } from '../../../shared/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { parseJson } from '../../lib/json';

const english = (lang: string) => lang === 'en';

/**
 * The published banners of a position shown at `now` (issue 23: a time window, `start_at` /
 * `end_at`, 0 = unbounded), by sort.
 */
export async function banners(db: Executor, position: string, now: number): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'title', 'image', 'link'])
    .where('position', '=', position)
    .where('status', '=', 1)
    .where('start_at', '<=', now)
    .where((eb) => eb.or([eb('end_at', '=', 0), eb('end_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows;
}

/** The first second after `now` a published banner starts or ends showing (the cache's bound). */
export async function nextBannerBoundary(db: Executor, now: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('banners')
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

/** The published home zones, named in the caller's language when an English name exists. */
export async function homeZones(db: Executor, lang: string): Promise<Zone[]> {
  const zones = await db
    .selectFrom('zones')
    .select(['id', 'name', 'name_en', 'icon', 'route'])
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return zones.map((z) => ({
    id: z.id,
    name: english(lang) && z.name_en ? z.name_en : z.name,
    icon: z.icon,
    route: z.route,
  }));
}

/** app_config `home_notices`; none when the key is missing. */
export async function homeNotices(db: Executor): Promise<string[]> {
  const notices = await db
    .selectFrom('app_config')
    .select('value')
    .where('key', '=', 'home_notices')
    .executeTakeFirst();
  return notices ? parseJson<string[]>(notices.value, []) : [];
}

/** The top categories, or the children of `parentId`, by sort. */
export async function categories(
  db: Executor,
  lang: string,
  parentId?: number,
): Promise<Category[]> {
  let q = db.selectFrom('categories').select(['id', 'parent_id', 'name', 'name_en', 'image']);
  q = parentId === undefined ? q.where('parent_id', '=', 0) : q.where('parent_id', '=', parentId);
  // issue 20 (stock): a category the console hid is not in the shop
  q = q.where('hidden', '=', 0);
  const rows = await q.orderBy('sort').orderBy('id').execute();
  return rows.map((c) => ({
    id: c.id,
    parent_id: c.parent_id,
    name: english(lang) && c.name_en ? c.name_en : c.name,
    image: c.image,
  }));
}

export function findSellerCard(db: Executor, sellerId: number) {
  return db
    .selectFrom('sellers')
    .select(['id', 'name', 'logo'])
    .where('id', '=', sellerId)
    .executeTakeFirst();
}

export function findBrandName(db: Executor, brandId: number) {
  return db
    .selectFrom('brands')
    .select(['id', 'name'])
    .where('id', '=', brandId)
    .executeTakeFirst();
}

export function findCollection(db: Executor, userId: number, goodsId: number) {
  return db
    .selectFrom('collections')
    .select('id')
    .where('user_id', '=', userId)
    .where('goods_id', '=', goodsId)
    .executeTakeFirst();
}

/** The SKU `skuId` of a goods, or without it the goods' first SKU (the one lists link to). */
export function firstSku(db: Executor, goodsId: number, skuId: number | undefined) {
  let skuQuery = db
    .selectFrom('goods_skus')
    .select(['id', 'price'])
    .where('goods_id', '=', goodsId)
    .orderBy('id')
    .limit(1);
  if (skuId !== undefined) skuQuery = skuQuery.where('id', '=', skuId);
  return skuQuery.executeTakeFirst();
}

/** A goods by id whatever its status (comments stay readable off the shelf). */
export function findGoodsId(db: Executor, goodsId: number) {
  return db.selectFrom('goods').select('id').where('id', '=', goodsId).executeTakeFirst();
}

/** Published activities of a type that ended after `from` and start before `to`, by start. */
export function activitiesBetween(db: Executor, type: number, from: number, to: number) {
  return db
    .selectFrom('activities')
    .select(['id', 'title', 'start_at', 'end_at'])
    .where('type', '=', type)
    .where('status', '=', 1)
    .where('end_at', '>', from)
    .where('start_at', '<', to)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

/** The published banners of an image set (`img30`, `img31`), by sort. */
export function imageSet(db: Executor, position: string) {
  return db
    .selectFrom('banners')
    .select(['title', 'image', 'link'])
    .where('position', '=', position)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The goods of one activity at the activity price, the shop price struck through. */
export async function activityGoods(db: Executor, activityId: number): Promise<GoodsItem[]> {
  const rows = await db
    .selectFrom('activity_goods as ag')
    .innerJoin('activities as a', 'a.id', 'ag.activity_id')
    .innerJoin('goods as g', 'g.id', 'ag.goods_id')
    .innerJoin('goods_skus as s', 's.id', 'ag.sku_id')
    .select([
      'ag.id as activity_goods_id',
      'ag.activity_id',
      'ag.sku_id',
      'ag.price',
      'a.type',
      's.price as sku_price',
      'g.id',
      'g.title',
      'g.image',
      'g.sales',
      'g.brand_id',
      'g.seller_id',
      'g.goods_subregion',
    ])
    .where('ag.activity_id', '=', activityId)
    .where('g.status', '=', 1)
    .orderBy('ag.sort')
    .orderBy('ag.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    goods_id: r.id,
    sku_id: r.sku_id,
    title: r.title,
    image: r.image,
    price: r.price,
    market_price: r.sku_price,
    sales: r.sales,
    type: r.type,
    activity_id: r.activity_id,
    activity_goods_id: r.activity_goods_id,
    goods_subregion: r.goods_subregion,
    brand_id: r.brand_id,
    seller_id: r.seller_id,
  }));
}
