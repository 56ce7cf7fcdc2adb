/**
 * Promotion calls of the coupon, sign-in, task and activity-landing screens
 * (docs/api-promotions.md). Money is fen, points integers, times Unix seconds.
 *
 * The wrapper toasts and resolves a 423 (none left, per-user limit, already signed, already
 * rewarded) with its envelope, so callers check `code`; 401/403/422 reject after their toast.
 */
import type {
  ActivityGoodsItem,
  ActivityInfo,
  ActivityState,
  Envelope,
} from '../../../shared/contract';
import type {
  ACTIVITY,
  ActivityGoodsList,
  CentreCoupon,
  PROMO,
  SignInfo as ServerSignInfo,
  SignRules,
  TaskId,
  TaskResult,
  UserCoupon,
} from '../../../shared/contract/promo';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;

export interface PageQuery {
  page: number;
  limit?: number;
}

// ---- coupons ----

/** One coupon of the coupon centre (the contract's `CentreCoupon`). Amounts fen. */
export type CouponCentreItem = CentreCoupon;

/**
 * The coupon centre. Public: a stored token is sent in the headers, so a logged-in user gets
 * `my_received` / `can_receive` for themself.
 */
export const getCouponCentre = (q: PageQuery & { zone?: 'group' }) =>
  http().call<typeof PROMO.couponCentre>('GET', 'api/coupon/get_list', {
    page: q.page,
    limit: q.limit ?? 10,
    // the group-gift zone's coupons (chosen in the console)
    ...(q.zone ? { zone: q.zone } : {}),
  });

export const receiveCoupon = (couponId: number) =>
  http().call<typeof PROMO.receiveCoupon>(
    'POST',
    'api/coupon/receive_coupon',
    { coupon_id: couponId },
    LOGIN,
  );

/** A coupon the user holds (the contract's `UserCoupon`): `status` 0 unused, 1 used. */
export type MyCoupon = UserCoupon;

/** Unused (`status` 0) or used (1) coupons of the user. */
export const getMyCoupons = (q: PageQuery & { status: 0 | 1 }) =>
  http().call<typeof PROMO.myCoupons>(
    'GET',
    'api/coupon_user/get_list',
    { status: q.status, page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

/** Unused coupons whose window has passed. */
export const getOverdueCoupons = (q: PageQuery) =>
  http().call<typeof PROMO.overdueCoupons>(
    'GET',
    'api/coupon_user/get_overdue_coupon',
    { page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

// ---- sign-in and tasks ----

export type { SignRules, TaskId, TaskResult };

/**
 * The server's `SignInfo`; `task_points` (the points of the other tasks) is read by the
 * download screen when present, which the server does not send today.
 */
export type SignInfo = ServerSignInfo & { task_points?: { download: number; share: number } };

/** `month` as `yyyy-MM` (China time); default the current month. */
export const getSignInfo = (month?: string): Promise<Envelope<SignInfo>> =>
  http().call<typeof PROMO.signInfo>(
    'GET',
    'api/task/get_sign_info',
    month ? { month } : {},
    LOGIN,
  );

/** Sign once a day, download once ever; a repeat answers 423 with the reason. */
export const completeTask = (taskId: TaskId) =>
  http().call<typeof PROMO.completeTask>(
    'POST',
    'api/task/complete_task',
    { task_id: taskId },
    LOGIN,
  );

export interface RewardAddQuery {
  /** the rewarded task or page (a positive id) */
  task_id: number;
  user_id: number;
  /** activity type code; 0 for a page outside activities */
  type: number;
  /** 0 for a page outside activities */
  activity_id: number;
}

/**
 * The page reward of spec section 4: once per user and (task, type, activity); 423 when already
 * rewarded.
 */
export const rewardAdd = (q: RewardAddQuery): Promise<Envelope<{ points: number }>> =>
  http().call<typeof ACTIVITY.rewardAdd>(
    'GET',
    'api/task/reward_add',
    { task_id: q.task_id, user_id: q.user_id, type: q.type, activity_id: q.activity_id },
    LOGIN,
  );

// ---- activities ----

// The shapes are the server's (src/shared/contract); re-exported for the promotion screens.
export type { ActivityGoodsItem, ActivityInfo, ActivityState };

export type { ActivityGoodsList };

/** Goods of an activity (`activity_id`) or of the running activities of a type code. */
export const getActivityGoodsList = (
  q: PageQuery & { type?: number; activity_id?: number; brand_id?: number },
) => {
  const data: Record<string, number> = { page: q.page, limit: q.limit ?? 10 };
  if (q.type !== undefined) data.type = q.type;
  if (q.activity_id !== undefined) data.activity_id = q.activity_id;
  if (q.brand_id !== undefined) data.brand_id = q.brand_id;
  return http().call<typeof ACTIVITY.goodsList>('GET', 'api/activity/goods_activity_list', data);
};
