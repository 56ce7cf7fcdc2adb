/**
 * Inputs and answers of the activity server (docs/api-promotions.md "Routes (activity
 * server)"). The answer shapes the renderer reads too are in src/shared/contract.
 */
import { z } from 'zod';
import { GOODS_SORTS, id, intIn, optionalId, paging } from '../../../shared/contract';
import type {
  ActivityGoodsItem,
  ActivityInfo,
  ActivityState,
  GoodsItem,
} from '../../../shared/contract';

export type { ActivityGoodsItem, ActivityInfo, ActivityState };

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
