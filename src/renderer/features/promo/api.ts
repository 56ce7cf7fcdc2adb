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
  ListData,
} from '../../../shared/contract';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;

export interface PageQuery {
  page: number;
  limit?: number;
}

// ---- coupons ----

/** One coupon of the coupon centre. Amounts fen. */
export interface CouponCentreItem {
  id: number;
  title: string;
  amount: number;
  /** fen the goods amount must reach; 0 = no threshold */
  threshold: number;
  start_at: number;
  end_at: number;
  /** issued in all */
  total: number;
  /** taken so far by everybody */
  received: number;
  /** copies one user may hold; 0 = no limit */
  per_user_limit: number;
  /** copies this user took (0 when logged out) */
  my_received: number;
  can_receive: boolean;
}

/**
 * The coupon centre. Public: a stored token is sent in the headers, so a logged-in user gets
 * `my_received` / `can_receive` for themself.
 */
export const getCouponCentre = (q: PageQuery) =>
  http().get<ListData<CouponCentreItem>>('api/coupon/get_list', {
    page: q.page,
    limit: q.limit ?? 10,
  });

export const receiveCoupon = (couponId: number) =>
  http().post<{ coupon_user_id: number }>(
    'api/coupon/receive_coupon',
    { coupon_id: couponId },
    LOGIN,
  );

/** A coupon the user holds. `status` 0 unused, 1 used; expired ones come from the overdue call. */
export interface MyCoupon {
  /** coupon_users.id */
  id: number;
  coupon_id: number;
  title: string;
  amount: number;
  threshold: number;
  start_at: number;
  end_at: number;
  status: number;
  used_at?: number | null;
  order_id?: number | null;
  created_at?: number;
}

/** Unused (`status` 0) or used (1) coupons of the user. */
export const getMyCoupons = (q: PageQuery & { status: 0 | 1 }) =>
  http().get<ListData<MyCoupon>>(
    'api/coupon_user/get_list',
    { status: q.status, page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

/** Unused coupons whose window has passed. */
export const getOverdueCoupons = (q: PageQuery) =>
  http().get<ListData<MyCoupon>>(
    'api/coupon_user/get_overdue_coupon',
    { page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

// ---- sign-in and tasks ----

export interface SignRules {
  /** points of a plain day */
  base: number;
  /** extra points on the day a streak reaches `days` */
  streak_bonus: { days: number; points: number }[];
}

export interface SignInfo {
  signed_today: boolean;
  /** consecutive days up to today (or yesterday when not yet signed today) */
  streak: number;
  /** signed days (1–31) of the asked month */
  days: number[];
  /** points a sign-in gives (or gave) today */
  today_points: number;
  rules: SignRules;
  /** the asked month, `yyyy-MM` */
  month?: string;
  /** the download task is done (once ever) */
  download_done?: boolean;
  /** the share task is done today */
  shared_today?: boolean;
  /** points of the other tasks, when the server says */
  task_points?: { download: number; share: number };
  server_time?: number;
}

/** `month` as `yyyy-MM` (China time); default the current month. */
export const getSignInfo = (month?: string) =>
  http().get<SignInfo>('api/task/get_sign_info', month ? { month } : {}, LOGIN);

export type TaskId = 'sign' | 'download' | 'share';

export interface TaskResult {
  points: number;
  streak: number;
}

/** Sign once a day, download once ever; a repeat answers 423 with the reason. */
export const completeTask = (taskId: TaskId) =>
  http().post<TaskResult>('api/task/complete_task', { task_id: taskId }, LOGIN);

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
  http().get<{ points: number }>(
    'api/task/reward_add',
    { task_id: q.task_id, user_id: q.user_id, type: q.type, activity_id: q.activity_id },
    LOGIN,
  );

// ---- activities ----

// The shapes are the server's (src/shared/contract); re-exported for the promotion screens.
export type { ActivityGoodsItem, ActivityInfo, ActivityState };

export interface ActivityGoodsList {
  activity: ActivityInfo | null;
  list: ActivityGoodsItem[];
  total: number;
  /** type 17 (3 for ¥10) only: the brands with goods in the listed activities */
  brands?: { id: number; name: string }[];
}

/** Goods of an activity (`activity_id`) or of the running activities of a type code. */
export const getActivityGoodsList = (
  q: PageQuery & { type?: number; activity_id?: number; brand_id?: number },
) => {
  const data: Record<string, number> = { page: q.page, limit: q.limit ?? 10 };
  if (q.type !== undefined) data.type = q.type;
  if (q.activity_id !== undefined) data.activity_id = q.activity_id;
  if (q.brand_id !== undefined) data.brand_id = q.brand_id;
  return http().get<ActivityGoodsList>('api/activity/goods_activity_list', data);
};
