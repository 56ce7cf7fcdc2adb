/**
 * Activity calls of the home tab (activity banners, the flash-sale sessions, image sets) and of
 * the promotion zones (random goods, full reduction, the zone goods lists).
 */
import type {
  Banner,
  GoodsItem,
  LimitedSaleData,
  ListData,
  PubGoodsImgReply,
  Zone,
} from '../../../shared/contract';
import { http } from '../../core/api/client';
import type { GoodsSort } from '../catalogue/api';
import type { ActivityGoodsItem, ActivityInfo } from './api';

/** Activity banners (`/api/v3/activity/banner`); the home tab merges them with getBannerList. */
export const getActivityBanners = (position: 'home' | 'category' | 'activity' = 'home') =>
  http().get<{ list: Banner[] }>('api/v3/activity/banner', { position });

/** Flash-sale sessions and the goods of the current (or next) session. */
export const getLimitedSaleTime = () =>
  http().get<LimitedSaleData>('api/activity/limited_sale_time');

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
  http().get<{ list: ActivityGoodsItem[] }>('api/activity/random_goods', {
    ...(q.type === undefined ? {} : { type: q.type }),
    limit: q.limit ?? 10,
  });

/** A full-reduction tier: spend `full` fen, save `cut` fen. */
export interface FullTier {
  full: number;
  cut: number;
}

/** `api/activity/minus_price_info`: the tiers (app_config `full_discount`) and the zone's goods. */
export interface MinusPriceInfo {
  tiers: FullTier[];
  list?: GoodsItem[];
  total?: number;
}

export const getMinusPriceInfo = (q: { page: number; limit?: number }) =>
  http().get<MinusPriceInfo>('api/activity/minus_price_info', {
    page: q.page,
    limit: q.limit ?? 10,
  });

/** `api/zone/index`: the home zone entries and the store's activity switch. */
export const getZoneIndex = () => http().get<{ switch: boolean; list: Zone[] }>('api/zone/index');

/** The route keys of the zone goods calls (the server validates the same list). */
export type ZoneKey =
  | 'new_goods'
  | 'nurse-clean'
  | 'house-ele'
  | 'is-superior'
  | 'supermarket'
  | 'shoudan'
  | 'zero'
  | 'previous';

export interface ZoneCat {
  id: number;
  name: string;
}

/** Goods of a zone (optionally one of its categories), a page at a time. */
export const getZoneGoodsList = (q: {
  zone: ZoneKey;
  page: number;
  limit?: number;
  cat_id?: number;
  sort?: GoodsSort;
}) =>
  http().get<ListData<GoodsItem>>('api/zone/getZoneGoodsList', {
    zone: q.zone,
    page: q.page,
    limit: q.limit ?? 10,
    ...(q.cat_id === undefined ? {} : { cat_id: q.cat_id }),
    ...(q.sort === undefined ? {} : { sort: q.sort }),
  });

/** A zone's categories with the first goods (of `cat_id` when given). */
export const getZoneCatGoodsList = (q: { zone: ZoneKey; cat_id?: number }) =>
  http().get<{ cats: ZoneCat[]; list: GoodsItem[]; total: number }>(
    'api/zone/getZoneCatGoodsList',
    { zone: q.zone, ...(q.cat_id === undefined ? {} : { cat_id: q.cat_id }) },
  );

// ---- Activity goods detail (docs/api-promotions.md, issue 8) ----

/** Why the user may not buy now (spec section 4 gates), as the server decided; 'login' logged out. */
export type ActivityGate =
  'ok' | 'unpaid' | 'limit' | 'not-new' | 'first-order' | 'finished' | 'login';

/** `ActivityGoodsDetail` of the contract: one activity goods with its activity and the user's state. */
export interface ActivityGoodsDetail extends ActivityGoodsItem {
  activity: ActivityInfo;
  images: string[];
  /** the activity SKU's spec values (颜色 → 红) */
  spec: Record<string, string> | null;
  detail_html?: string;
  /** human rules: limit, window, gate */
  rules_text: string[];
  /** units this user already has in non-closed orders of this activity goods */
  bought: number;
  gate: ActivityGate;
  group_size?: number;
  open_groups?: number;
  /** shopping earns points (16): points one unit earns */
  earn_integral?: number;
}

/**
 * One activity goods. Public: a stored token is sent in the headers, so a logged-in user gets
 * `bought` and `gate` for themself (`gate: 'login'` when logged out).
 */
export const getActivityGoodsInfo = (activityGoodsId: number) =>
  http().get<ActivityGoodsDetail>('api/activity/goods_activity_info', {
    activity_goods_id: activityGoodsId,
  });

/** One shopping-earns-points goods (type 16): the detail plus `earn_integral`. */
export const getShoppingPointsGoods = (activityGoodsId: number) =>
  http().get<ActivityGoodsDetail>('api/shopping_points/goods/detail', {
    activity_goods_id: activityGoodsId,
  });
