/**
 * Inputs and answers of the activity server (docs/api-promotions.md "Routes (activity
 * server)"). The shapes are the doc's; they live beside the module until the lead moves them
 * into src/shared/contract.
 */
import { z } from 'zod';
import { GOODS_SORTS, id, intIn, optionalId, paging } from '../../../shared/contract';
import type { GoodsItem } from '../../../shared/contract';

export type ActivityState = 'not_started' | 'running' | 'ended';

export interface ActivityInfo {
  id: number;
  type: number;
  title: string;
  start_at: number;
  end_at: number;
  state: ActivityState;
  rules: Record<string, unknown>;
  server_time: number;
}

export interface ActivityGoodsItem {
  /** activity_goods_id */
  id: number;
  activity_id: number;
  type: number;
  goods_id: number;
  sku_id: number;
  title: string;
  image: string;
  /** fen: the activity (cash) price */
  price: number;
  /** fen: the SKU's shop price */
  original_price: number;
  /** points per unit (points exchange: taken; shopping points: earned) */
  integral: number;
  /** 0 = no limit */
  limit_per_user: number;
  /** warehouse units of the SKU */
  stock: number;
  /** units in non-closed orders of this activity goods */
  sold: number;
  sold_out: boolean;
  brand_id: number;
  seller_id: number;
  goods_subregion: number;
  /** group buying (type 4) only: open groups of this goods not yet expired */
  open_groups?: number;
}

/** 'login' when nobody is logged in; the others as the checkout refuses (423). */
export type ActivityGate = 'ok' | 'unpaid' | 'limit' | 'not-new' | 'first-order' | 'finished';

export interface ActivityGoodsDetail extends ActivityGoodsItem {
  activity: ActivityInfo;
  images: string[];
  spec: Record<string, string>;
  detail_html?: string;
  rules_text: string[];
  bought: number;
  gate: ActivityGate | 'login';
  group_size?: number;
  earn_integral?: number;
}

export interface ActivityGoodsList {
  activity: ActivityInfo | null;
  list: ActivityGoodsItem[];
  total: number;
  /** type 17 (3 for ¥10) only: the brands with goods in the listed activities, by name */
  brands?: { id: number; name: string }[];
}

export interface ZoneCat {
  id: number;
  name: string;
}

export interface ZoneCatGoods {
  cats: ZoneCat[];
  list: GoodsItem[];
  total: number;
}

/** The route keys of /api/zone/getZoneGoodsList and the cat lists. */
export const ZONE_KEYS = [
  'new_goods',
  'nurse-clean',
  'house-ele',
  'is-superior',
  'supermarket',
  'shoudan',
  'zero',
  'previous',
] as const;
export type ZoneKey = (typeof ZONE_KEYS)[number];

/** Activity type codes are small positive integers (spec section 4). */
const typeCode = intIn(1, 999);
const optionalType = z.preprocess((v) => (v === '' ? undefined : v), typeCode.optional());
const optionalSort = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(GOODS_SORTS).optional(),
);

export const goodsActivityListInput = z.object({
  ...paging,
  type: typeCode,
  activity_id: optionalId,
  brand_id: optionalId,
});
export const activityGoodsIdInput = z.object({ activity_goods_id: id });
export const randomGoodsInput = z.object({
  type: optionalType,
  limit: intIn(1, 20).default(10),
});
export const minusPriceInput = z.object({ ...paging });
export const zoneGoodsInput = z.object({
  ...paging,
  zone: z.enum(ZONE_KEYS),
  cat_id: optionalId,
  sort: optionalSort,
});
export const agentZoneInput = z.object({ ...paging, cat_id: optionalId });
export const rewardAddInput = z.object({
  task_id: id,
  type: intIn(0, 999),
  activity_id: intIn(0, 2 ** 31 - 1),
  /** the spec sends it; when present it must be the caller */
  user_id: optionalId,
});
