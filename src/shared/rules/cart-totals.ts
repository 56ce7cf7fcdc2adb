/**
 * Cart totals, the one computation both the cart screen and the server's checkout use, so the
 * total shown always equals what the server charges. Amounts in fen.
 *
 * Decisions (the spec shows the data, not the rule):
 * - Only checked, valid lines count (an off-shelf or sold-out line is never charged).
 * - Ten-yuan-three-items lines (activity type 17) are priced together by `threeForTenTotal`
 *   (spec section 7) and take no further discount.
 * - Full reduction (`full_discount` of api/v3/activity_config) applies once per order to the
 *   other lines: the highest tier whose threshold the amount reaches. Tiers do not stack.
 */
import { sumFen, mulFen } from './money';
import { threeForTenTotal } from './three-for-ten';

export const THREE_FOR_TEN_TYPE = 17;

export interface TotalsLine {
  /** unit price, fen */
  price: number;
  quantity: number;
  isCheck: boolean;
  invalid?: boolean;
  /** activity type code of the line; 17 = ten-yuan-three-items */
  type?: number;
}

export interface FullTier {
  /** threshold, fen */
  full: number;
  /** reduction, fen */
  cut: number;
}

/** A full-reduction group as spec section 3 names it: full_id, full, cut, goodslist. */
export interface FullGroup<L> {
  /** 1-based tier number; 0 when no tier is reached yet */
  full_id: number;
  full: number;
  cut: number;
  goodslist: L[];
  /** fen still to spend for the next tier; 0 at the top tier */
  short: number;
  next: FullTier | null;
}

export interface CartTotals<L> {
  /** checked valid lines at their own prices, fen */
  goods_amount: number;
  /** what ten-yuan-three-items bundling saves, fen */
  three_for_ten_saving: number;
  /** full-reduction cut, fen */
  full_cut: number;
  /** what the order costs before freight and coupons, fen */
  total: number;
  /** units in checked valid lines */
  checked_count: number;
  full_group: FullGroup<L>;
}

/** Tiers sorted by threshold, invalid ones dropped (a cut never exceeds its threshold). */
export function normaliseTiers(tiers: readonly FullTier[]): FullTier[] {
  return tiers
    .filter(
      (t) =>
        Number.isSafeInteger(t.full) && Number.isSafeInteger(t.cut) && t.cut > 0 && t.cut <= t.full,
    )
    .slice()
    .sort((a, b) => a.full - b.full || b.cut - a.cut);
}

/** The best reached tier for an amount, and what is left to reach the next one. */
export function fullReduction(
  amount: number,
  tiers: readonly FullTier[],
): { full_id: number; full: number; cut: number; short: number; next: FullTier | null } {
  const sorted = normaliseTiers(tiers);
  let reached = -1;
  sorted.forEach((t, i) => {
    if (amount >= t.full && (reached < 0 || t.cut >= (sorted[reached]?.cut ?? 0))) reached = i;
  });
  const current = reached >= 0 ? sorted[reached] : undefined;
  const next = sorted.find((t) => t.full > amount && t.cut > (current?.cut ?? 0)) ?? null;
  return {
    full_id: reached + 1,
    full: current?.full ?? 0,
    cut: current?.cut ?? 0,
    short: next ? next.full - amount : 0,
    next,
  };
}

export function cartTotals<L extends TotalsLine>(
  lines: readonly L[],
  tiers: readonly FullTier[],
): CartTotals<L> {
  const counted = lines.filter((l) => l.isCheck && !l.invalid && l.quantity > 0);
  const bundle = counted.filter((l) => l.type === THREE_FOR_TEN_TYPE);
  const normal = counted.filter((l) => l.type !== THREE_FOR_TEN_TYPE);

  const normalAmount = sumFen(normal.map((l) => mulFen(l.price, l.quantity)));
  const bundleOwn = sumFen(bundle.map((l) => mulFen(l.price, l.quantity)));
  const bundleTotal = threeForTenTotal(bundle);
  const fr = fullReduction(normalAmount, tiers);

  return {
    goods_amount: normalAmount + bundleOwn,
    three_for_ten_saving: bundleOwn - bundleTotal,
    full_cut: fr.cut,
    total: normalAmount - fr.cut + bundleTotal,
    checked_count: counted.reduce((a, l) => a + l.quantity, 0),
    full_group: { ...fr, goodslist: normal },
  };
}
