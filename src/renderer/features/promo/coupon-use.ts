/**
 * Where "use" on a coupon goes: the coupon zone (activity types 52/53, whose `rules.coupon_ids`
 * name the coupons that zone is for) when a running zone names it, else the shop's goods by
 * category, where any goods reaching the threshold can use it at checkout.
 */
import { getActivityGoodsList } from './api';

export const COUPON_ZONE_TYPES = [52, 53] as const;
export const COUPON_ZONE_PAGE = '/pages/activityList/userCoupon/userCoupon';
export const GOODS_LIST_PAGE = '/pages/category/category';

export interface CouponZone {
  type: number;
  couponIds: number[];
}

/** The route for a coupon given the running coupon zones. */
export function couponUseRoute(couponId: number, zones: readonly CouponZone[]): string {
  const zone = zones.find((z) => z.couponIds.includes(couponId));
  return zone ? `${COUPON_ZONE_PAGE}?type=${zone.type}&coupon_id=${couponId}` : GOODS_LIST_PAGE;
}

/** `rules.coupon_ids` read leniently (ids as numbers or numeric strings). */
export function couponIdsOf(rules: unknown): number[] {
  const raw = (rules as { coupon_ids?: unknown } | null)?.coupon_ids;
  if (!Array.isArray(raw)) return [];
  return raw.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
}

let cached: Promise<CouponZone[]> | null = null;

/** The running coupon zones, asked once per app run (a failure is asked again next time). */
export function loadCouponZones(): Promise<CouponZone[]> {
  if (!cached) {
    cached = Promise.all(
      COUPON_ZONE_TYPES.map(async (type) => {
        const { data } = await getActivityGoodsList({ type, page: 1, limit: 1 });
        return { type, couponIds: couponIdsOf(data?.activity?.rules) };
      }),
    ).catch((e: unknown) => {
      cached = null;
      throw e;
    });
  }
  return cached;
}

/** The route for "use" on a coupon; the goods list when the zones cannot be read. */
export async function resolveCouponUseRoute(couponId: number): Promise<string> {
  try {
    return couponUseRoute(couponId, await loadCouponZones());
  } catch {
    return GOODS_LIST_PAGE;
  }
}

export type CentreAction = 'receive' | 'use' | 'used' | 'sold_out' | 'closed';

/**
 * What the coupon centre offers for a coupon: receive while the server allows it; "use" once the
 * user holds an unused one and may take no more; "used" (disabled) when every one the user holds
 * is used (issue 19); sold out when none is left; else closed (not started or ended: the server's
 * `can_receive` is false for another reason).
 */
export function centreAction(c: {
  can_receive: boolean;
  my_received: number;
  /** the user's unused ones; absent = all of `my_received` */
  my_usable?: number;
  received: number;
  total: number;
}): CentreAction {
  if (c.can_receive) return 'receive';
  if (c.my_received > 0) return (c.my_usable ?? c.my_received) > 0 ? 'use' : 'used';
  if (c.received >= c.total) return 'sold_out';
  return 'closed';
}

/** The coupon as the centre shows it right after this user received one more. */
export function afterReceive<
  T extends {
    can_receive: boolean;
    my_received: number;
    my_usable?: number;
    received: number;
    total: number;
    per_user_limit: number;
  },
>(c: T): T {
  const mine = c.my_received + 1;
  const usable = (c.my_usable ?? c.my_received) + 1;
  const received = Math.min(c.total, c.received + 1);
  const canReceive =
    received < c.total && (c.per_user_limit === 0 || mine < c.per_user_limit) && c.can_receive;
  return { ...c, my_received: mine, my_usable: usable, received, can_receive: canReceive };
}
