/**
 * Activity calls of the home tab (activity banners, the flash-sale sessions, image sets) and of
 * the promotion zones (random goods, full reduction, the zone goods lists).
 */
import type { PubGoodsImgReply } from '../../../shared/contract';
import type { CATALOGUE } from '../../../shared/contract/catalogue';
import type {
  ACTIVITY,
  ActivityGoodsDetail,
  MinusPriceData,
  MinusPriceTier,
  ZoneCat,
  ZoneKey,
} from '../../../shared/contract/promo';
import { http } from '../../core/api/client';
import type { GoodsSort } from '../catalogue/api';

export type { ActivityGoodsDetail, ZoneCat, ZoneKey };

/** Activity banners (`/api/v3/activity/banner`); the home tab merges them with getBannerList. */
export const getActivityBanners = (position: 'home' | 'category' | 'activity' = 'home') =>
  http().call<typeof CATALOGUE.activityBanners>('GET', 'api/v3/activity/banner', { position });

/** Flash-sale sessions and the goods of the current (or next) session. */
export const getLimitedSaleTime = () =>
  http().call<typeof CATALOGUE.limitedSale>('GET', 'api/activity/limited_sale_time');

/** The two activity image sets of the spec (type 31 and type 30). */
export type PubGoodsImgType = 30 | 31;

/**
 * `api/v3/activity/pub_goods_img` answers `{ error, result, msg }`, not the envelope. The wrapper
 * resolves a body whose code it does not know unchanged (the "other code" branch, no toast as it
 * has no `message`), so the body comes back as is and is read here as the quirky reply.
 */
export async function getPubGoodsImg(type: PubGoodsImgType): Promise<PubGoodsImgReply> {
  const body: unknown = await http().get('api/v3/activity/pub_goods_img', { type });
  const reply = (body ?? {}) as Partial<PubGoodsImgReply>;
  return {
    error: typeof reply.error === 'number' ? reply.error : Number(reply.error ?? 1),
    result: reply.result ?? null,
    msg: typeof reply.msg === 'string' ? reply.msg : '',
  };
}

/* ---- Promotion zones (docs/api-promotions.md, issue 8) ---- */
// The activity goods list (`api/activity/goods_activity_list`) and its types live in `./promo`
// with the other promotion calls; the zone calls are here beside the home's activity calls.

/** Running activity goods at random (`type` narrows to one activity type code). */
export const getRandomGoods = (q: { type?: number; limit?: number } = {}) =>
  http().call<typeof ACTIVITY.randomGoods>('GET', 'api/activity/random_goods', {
    ...(q.type === undefined ? {} : { type: q.type }),
    limit: q.limit ?? 10,
  });

/** A full-reduction tier: spend `full` fen, save `cut` fen. */
export type FullTier = MinusPriceTier;

/** `api/activity/minus_price_info`: the tiers (app_config `full_discount`) and the zone's goods. */
export type MinusPriceInfo = MinusPriceData;

export const getMinusPriceInfo = (q: { page: number; limit?: number }) =>
  http().call<typeof ACTIVITY.minusPrice>('GET', 'api/activity/minus_price_info', {
    page: q.page,
    limit: q.limit ?? 10,
  });

/** `api/zone/index`: the home zone entries and the store's activity switch. */
export const getZoneIndex = () => http().call<typeof ACTIVITY.zoneIndex>('GET', 'api/zone/index');

/** Goods of a zone (optionally one of its categories), a page at a time. */
export const getZoneGoodsList = (q: {
  zone: ZoneKey;
  page: number;
  limit?: number;
  cat_id?: number;
  sort?: GoodsSort;
}) =>
  http().call<typeof ACTIVITY.zoneGoods>('GET', 'api/zone/getZoneGoodsList', {
    zone: q.zone,
    page: q.page,
    limit: q.limit ?? 10,
    ...(q.cat_id === undefined ? {} : { cat_id: q.cat_id }),
    ...(q.sort === undefined ? {} : { sort: q.sort }),
  });

/** A zone's categories with the first goods (of `cat_id` when given). */
export const getZoneCatGoodsList = (q: { zone: ZoneKey; cat_id?: number }) =>
  http().call<typeof ACTIVITY.zoneCatGoods>('GET', 'api/zone/getZoneCatGoodsList', {
    zone: q.zone,
    ...(q.cat_id === undefined ? {} : { cat_id: q.cat_id }),
  });

// ---- Activity goods detail (docs/api-promotions.md, issue 8) ----

/** Why the user may not buy now (spec section 4 gates), as the server decided; 'login' logged out. */
export type ActivityGate = ActivityGoodsDetail['gate'];

/**
 * One activity goods. Public: a stored token is sent in the headers, so a logged-in user gets
 * `bought` and `gate` for themself (`gate: 'login'` when logged out).
 */
export const getActivityGoodsInfo = (activityGoodsId: number) =>
  http().call<typeof ACTIVITY.goodsInfo>('GET', 'api/activity/goods_activity_info', {
    activity_goods_id: activityGoodsId,
  });

/** One shopping-earns-points goods (type 16): the detail plus `earn_integral`. */
export const getShoppingPointsGoods = (activityGoodsId: number) =>
  http().call<typeof ACTIVITY.shoppingPointsDetail>('GET', 'api/shopping_points/goods/detail', {
    activity_goods_id: activityGoodsId,
  });
