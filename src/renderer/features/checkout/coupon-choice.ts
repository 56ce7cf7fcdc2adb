/** What the coupon row of the confirmation page says, from the server's preview. */
import type { CouponOption, OrderPreview } from '../order';

export type CouponChoice =
  /** no usable coupon for this submission */
  | { kind: 'none' }
  /** usable coupons exist, the user chose not to use one */
  | { kind: 'unused'; count: number }
  | { kind: 'used'; coupon: CouponOption; discount: number; count: number };

export function couponChoice(
  preview: Pick<OrderPreview, 'coupons' | 'coupon_user_id' | 'coupon_discount'>,
): CouponChoice {
  const count = preview.coupons.filter((c) => c.usable).length;
  const coupon = preview.coupons.find((c) => c.id === preview.coupon_user_id);
  if (coupon && preview.coupon_user_id !== 0) {
    return { kind: 'used', coupon, discount: preview.coupon_discount, count };
  }
  return count === 0 ? { kind: 'none' } : { kind: 'unused', count };
}

/**
 * Usable coupons first, each part best (what it takes off this order, then the largest amount)
 * first, ties by the earliest expiry.
 */
export function sortCoupons(coupons: readonly CouponOption[]): CouponOption[] {
  return [...coupons].sort(
    (a, b) =>
      Number(b.usable) - Number(a.usable) ||
      b.reduction - a.reduction ||
      b.amount - a.amount ||
      a.end_at - b.end_at,
  );
}
