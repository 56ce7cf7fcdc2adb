/**
 * Promotions (docs/api-promotions.md): the activity server (`ACTIVITY`: activity goods lists and
 * details, random goods, the full-reduction zone, the home zone entries, the themed zone lists,
 * the agent zone, the task reward) and the promotions module (`PROMO`: coupons, sign-in and
 * tasks, group buying). Input schemas, output types and URLs, read by the server's activity
 * and promo routes, the client's promotion endpoints and the tests (contract/route.ts). Money
 * is integer fen, points integers, times Unix seconds (server clock).
 */
import { z } from 'zod';
import type { ListData } from './envelope';
import { route } from './route';
import { GOODS_SORTS, id, intIn, optionalId, paging } from './schemas';
import type { ActivityGoodsItem, ActivityInfo, ActivityState, GoodsItem, Zone } from './types';

export type { ActivityGoodsItem, ActivityInfo, ActivityState };

/* ---- Activity server: answers ---- */

/** Why the user may not buy now (spec section 4 gates), as the checkout refuses (423). */
export type ActivityGate = 'ok' | 'unpaid' | 'limit' | 'not-new' | 'first-order' | 'finished';

/** One activity goods with its activity and the caller's state (`gate: 'login'` logged out). */
export interface ActivityGoodsDetail extends ActivityGoodsItem {
  activity: ActivityInfo;
  images: string[];
  /** the activity SKU's spec values (颜色 → 红) */
  spec: Record<string, string>;
  detail_html?: string;
  /** human rules: limit, window, gate */
  rules_text: string[];
  /** units this user already has in non-closed orders of this activity goods */
  bought: number;
  gate: ActivityGate | 'login';
  /** group buying (type 4): members a group needs */
  group_size?: number;
  /** shopping earns points (type 16): points one unit earns */
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

export interface ActivityGoodsItemsData {
  list: ActivityGoodsItem[];
}

/** A full-reduction tier: spend `full` fen, save `cut` fen. */
export interface MinusPriceTier {
  full: number;
  cut: number;
}

/** `api/activity/minus_price_info`: the tiers (app_config `full_discount`) and the shop's goods. */
export interface MinusPriceData extends ListData<GoodsItem> {
  tiers: MinusPriceTier[];
}

/** `api/zone/index`: the home zone entries and the store's activity switch. */
export interface ZoneIndexData {
  switch: boolean;
  list: Zone[];
}

export interface ZoneCatListData {
  list: ZoneCat[];
}

export interface ZoneGoodsItemsData {
  list: GoodsItem[];
}

/** Points a reward or a task gave. */
export interface RewardData {
  points: number;
}

/* ---- Activity server: inputs ---- */

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

export const ACTIVITY = {
  /** goods of an activity (`activity_id`) or of the running activities of a type code */
  goodsList: route<ActivityGoodsList>()(
    '/api/activity/goods_activity_list',
    goodsActivityListInput,
  ),
  goodsInfo: route<ActivityGoodsDetail>()(
    '/api/activity/goods_activity_info',
    activityGoodsIdInput,
  ),
  /** one shopping-earns-points goods (type 16): the detail plus `earn_integral` */
  shoppingPointsDetail: route<ActivityGoodsDetail>()(
    '/api/shopping_points/goods/detail',
    activityGoodsIdInput,
  ),
  randomGoods: route<ActivityGoodsItemsData>()('/api/activity/random_goods', randomGoodsInput),
  minusPrice: route<MinusPriceData>()('/api/activity/minus_price_info', minusPriceInput),
  zoneIndex: route<ZoneIndexData>()('/api/zone/index', z.object({})),
  zoneGoods: route<ListData<GoodsItem>>()('/api/zone/getZoneGoodsList', zoneGoodsInput),
  zoneCatGoods: route<ZoneCatGoods>()('/api/zone/getZoneCatGoodsList', zoneGoodsInput),
  zoneCatGoodsNew: route<ZoneCatGoods>()('/api/zone/getZoneCatGoodsListNew', zoneGoodsInput),
  agentZoneCats: route<ZoneCatListData>()('/api/agent_zone/agent_zone_cat', agentZoneInput),
  agentZoneGoods: route<ListData<GoodsItem>>()(
    '/api/agent_zone/agent_zone_goods_list',
    agentZoneInput,
  ),
  indexAgentZoneGoods: route<ZoneGoodsItemsData>()(
    '/api/agent_zone/index_agent_zone_goods_list',
    agentZoneInput,
  ),
  /** once per user and (task, type, activity); 423 when already rewarded */
  rewardAdd: route<RewardData>()('/api/task/reward_add', rewardAddInput),
};

/* ---- Promotions module: answers ---- */

/** One coupon of the coupon centre. */
export interface CentreCoupon {
  id: number;
  title: string;
  /** fen */
  amount: number;
  /** fen; 0 = no threshold */
  threshold: number;
  start_at: number;
  end_at: number;
  /** issued in all */
  total: number;
  /** taken so far by everybody */
  received: number;
  /** 0 = no limit */
  per_user_limit: number;
  /** issue 23: 0 an amount coupon; 1–99 a discount coupon, percent paid (85 = 15% off) */
  rate: number;
  /** issue 23: 0 usable until end_at; N usable N days from taking */
  valid_days: number;
  /** coupons of this kind the caller holds (any state); 0 when logged out */
  my_received: number;
  /** of those, still unused (issue 19: all used → the centre says 已使用, not 去使用); 0 logged out */
  my_usable: number;
  /** none held; at least one unused; every one held is used */
  my_state: 'none' | 'usable' | 'used';
  can_receive: boolean;
  state: 'not_started' | 'running' | 'ended';
}

/** A coupon the user holds. */
export interface UserCoupon {
  /** coupon_users.id (what checkout's coupon_user_id takes) */
  id: number;
  coupon_id: number;
  title: string;
  /** fen */
  amount: number;
  /** fen; 0 = no threshold */
  threshold: number;
  /** issue 23: 0 an amount coupon; 1–99 a discount coupon, percent paid (`amount` its cap) */
  rate: number;
  start_at: number;
  /** when this coupon expires (issue 23: N days from taking, or the template's end) */
  end_at: number;
  /** 0 unused, 1 used */
  status: number;
  used_at: number | null;
  order_id: number | null;
  received_at: number;
  expired: boolean;
}

export interface ReceiveCouponData {
  coupon_user_id: number;
}

export interface StreakBonus {
  /** the streak day that earns the bonus (1-based) */
  days: number;
  points: number;
}

export interface SignRules {
  /** points of every sign-in */
  base: number;
  /** extra points on these days of a streak; the streak cycles after the largest `days` */
  streak_bonus: StreakBonus[];
}

export interface SignInfo {
  /** the asked month, `yyyy-MM` (China time) */
  month: string;
  signed_today: boolean;
  /** consecutive days up to today (or yesterday while today is not signed yet) */
  streak: number;
  /** signed days (1–31) of `month` */
  days: number[];
  /** points today's sign-in earned, or will earn */
  today_points: number;
  rules: SignRules;
  /** the other tasks: download done (once ever), shared today */
  download_done: boolean;
  shared_today: boolean;
  server_time: number;
}

export const TASKS = ['sign', 'download', 'share'] as const;
export type TaskId = (typeof TASKS)[number];

export interface TaskResult {
  points: number;
  streak: number;
}

export type GroupStatus = 'open' | 'success' | 'failed';

export interface GroupMemberView {
  user_id: number;
  nickname: string;
  avatar: string;
  is_leader: boolean;
  joined_at: number;
}

export interface GroupView {
  id: number;
  activity_id: number;
  activity_goods_id: number;
  leader_user_id: number;
  size: number;
  status: GroupStatus;
  expires_at: number;
  created_at: number;
  finished_at: number | null;
  /** paid members (the membership counts from payment) */
  paid_count: number;
  /** places still to fill before success */
  need: number;
  /** the paid members, leader first */
  members: GroupMemberView[];
  /** the caller is a member (paid or not) with an order not closed */
  joined_by_me: boolean;
}

/** The open groups of a goods, or one group (any state) by id. */
export interface SpellGroupsData {
  groups: GroupView[];
  server_time: number;
}

export interface MyGroup {
  group: GroupView;
  order_id: number;
  order_status: number;
  /** fen */
  pay_amount: number;
  is_leader: boolean;
  paid: boolean;
  goods: { goods_id: number; sku_id: number; title: string; image: string; price: number };
}

/* ---- Promotions module: inputs ---- */

export const couponListInput = z.object(paging);
/**
 * The coupon centre; `zone: 'group'` answers the group-gift zone's coupons (app_config
 * `group_coupons`, chosen in the console; every centre coupon when none is chosen).
 */
export const couponCentreInput = z.object({ ...paging, zone: z.enum(['group']).optional() });
export const receiveCouponInput = z.object({ coupon_id: id });
export const userCouponListInput = z.object({ status: intIn(0, 1).optional(), ...paging });

export const signInfoInput = z.object({
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid')
    .optional(),
});
export const completeTaskInput = z.object({ task_id: z.enum(TASKS) });

export const spellGroupInput = z
  .object({ activity_goods_id: optionalId, group_id: optionalId })
  .superRefine((v, ctx) => {
    if (!v.activity_goods_id && !v.group_id) {
      ctx.addIssue({ code: 'custom', path: ['activity_goods_id'], message: 'required' });
    }
  });
export const myGroupInput = z.object({
  status: z.enum(['open', 'success', 'failed']).optional(),
  ...paging,
});

export const PROMO = {
  /** the coupon centre: public; logged in, `my_received` / `can_receive` are the caller's */
  couponCentre: route<ListData<CentreCoupon>>()('/api/coupon/get_list', couponCentreInput),
  /** 423 when none is left, the per-user limit is reached or the window is closed */
  receiveCoupon: route<ReceiveCouponData>()('/api/coupon/receive_coupon', receiveCouponInput),
  /** unused (`status` 0) or used (1) coupons of the caller */
  myCoupons: route<ListData<UserCoupon>>()('/api/coupon_user/get_list', userCouponListInput),
  /** unused coupons whose window has passed */
  overdueCoupons: route<ListData<UserCoupon>>()(
    '/api/coupon_user/get_overdue_coupon',
    couponListInput,
  ),
  signInfo: route<SignInfo>()('/api/task/get_sign_info', signInfoInput),
  /** sign once a day, download once ever, share once a day; a repeat answers 423 */
  completeTask: route<TaskResult>()('/api/task/complete_task', completeTaskInput),
  spellGroups: route<SpellGroupsData>()('/api/activity/spell_group_user_list', spellGroupInput),
  myGroups: route<ListData<MyGroup>>()('/api/user/my_group', myGroupInput),
};
