/**
 * Coupon rules (issue 23, coupons): what a coupon takes off an order and which lines it covers.
 * Amounts in fen.
 *
 * - An amount coupon (`rate` 0) takes `amount` off, never more than the covered amount.
 * - A discount coupon (`rate` 1–99, the percent paid: 85 = 15% off) takes
 *   floor(covered × (100 − rate) / 100), capped by `amount` when `amount` > 0.
 * - The threshold is compared with the covered amount: the lines of the coupon's goods scope
 *   (all goods; goods of some categories, a category matching the goods' category or its parent;
 *   some goods), after full reduction and ten-yuan-three-items as the checkout computes them.
 */

export const COUPON_SCOPES = ['all', 'categories', 'goods'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

export interface CouponTerms {
  amount: number;
  threshold: number;
  /** 0: amount coupon; 1–99: percent paid */
  rate: number;
}

/** The reduction a coupon gives on `covered` fen, 0 when the threshold is not reached. */
export function couponReduction(c: CouponTerms, covered: number): number {
  if (covered <= 0 || covered < c.threshold) return 0;
  if (c.rate > 0) {
    const off = Math.floor((covered * (100 - c.rate)) / 100);
    return Math.min(c.amount > 0 ? Math.min(off, c.amount) : off, covered);
  }
  return Math.min(c.amount, covered);
}

/** Whether a goods line (its goods id, category id and that category's parent) is covered. */
export function couponCovers(
  scope: string,
  ids: readonly number[],
  line: { goods_id: number; category_id: number; parent_category_id: number },
): boolean {
  if (scope === 'goods') return ids.includes(line.goods_id);
  if (scope === 'categories') {
    return ids.includes(line.category_id) || ids.includes(line.parent_category_id);
  }
  return true;
}

/** The ids of a stored `scope_ids` value (a JSON array); anything else reads as none. */
export function scopeIdsOf(json: string): number[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((n): n is number => Number.isSafeInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

/** When a coupon taken at `takenAt` stops being usable: N days from taking, or the window end. */
export function couponExpiry(t: { valid_days: number; end_at: number }, takenAt: number): number {
  return t.valid_days > 0 ? takenAt + t.valid_days * 86400 : t.end_at;
}
