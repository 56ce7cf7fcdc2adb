/**
 * Pure helpers of the cart screen (tested in cart-helpers.test.ts): selection state per seller
 * and for the whole cart, optimistic edits of the server's answer, instant totals with the same
 * rule the server uses, and the full-reduction text parts.
 */
import type { CartLineV2, CartSellerGroup, CartTotalsData } from '../../../shared/contract';
import { cartTotals, type FullTier } from '../../../shared/rules/cart-totals';
import { formatFen } from '../../../shared/rules/money';
import type { CartListData } from '../../core/api/cart';

export type CheckState = 'all' | 'some' | 'none';

/** The valid lines of every seller group, in display order. */
export function validLines(data: CartListData | null): CartLineV2[] {
  return (data?.groups ?? []).flatMap((g) => g.lines);
}

/** Valid and invalid lines. */
export function allLines(data: CartListData | null): CartLineV2[] {
  return [...validLines(data), ...(data?.invalid ?? [])];
}

export function checkState(lines: readonly CartLineV2[]): CheckState {
  const buyable = lines.filter((l) => !l.invalid);
  const checked = buyable.filter((l) => l.isCheck).length;
  if (buyable.length === 0 || checked === 0) return 'none';
  return checked === buyable.length ? 'all' : 'some';
}

/** Ids of the checked valid lines: what checkout takes. */
export function checkedIds(data: CartListData | null): number[] {
  return validLines(data)
    .filter((l) => l.isCheck && !l.invalid)
    .map((l) => l.id);
}

function mapLines(
  data: CartListData,
  fn: (line: CartLineV2) => CartLineV2,
  dropEmpty = false,
): CartListData {
  const groups: CartSellerGroup[] = data.groups
    .map((g) => ({ ...g, lines: g.lines.map(fn) }))
    .filter((g) => !dropEmpty || g.lines.length > 0);
  return { ...data, groups, invalid: data.invalid.map(fn) };
}

/** Recomputes `totals` with the shared rule (instant feedback until the server answers). */
export function withLocalTotals(data: CartListData): CartListData {
  return { ...data, totals: localTotals(validLines(data), data.full_discount ?? []) };
}

export function localTotals(
  lines: readonly CartLineV2[],
  tiers: readonly FullTier[],
): CartTotalsData {
  const t = cartTotals(lines, tiers);
  return {
    ...t,
    full_group: { ...t.full_group, goodslist: t.full_group.goodslist.map((l) => l.id) },
  };
}

/** Sets the check state of the given lines (invalid lines never become checked). */
export function applyCheck(
  data: CartListData,
  ids: readonly number[],
  checked: boolean,
): CartListData {
  const set = new Set(ids);
  return withLocalTotals(
    mapLines(data, (l) => (set.has(l.id) && !l.invalid ? { ...l, isCheck: checked } : l)),
  );
}

/** Sets one line's quantity and the badge count that follows from it. */
export function applyQuantity(data: CartListData, id: number, quantity: number): CartListData {
  let delta = 0;
  const next = mapLines(data, (l) => {
    if (l.id !== id) return l;
    delta = quantity - l.quantity;
    return { ...l, quantity };
  });
  return withLocalTotals({ ...next, cart_count: Math.max(0, data.cart_count + delta) });
}

/** Drops lines (and seller groups left empty). */
export function removeLines(data: CartListData, ids: readonly number[]): CartListData {
  const set = new Set(ids);
  const removed = allLines(data).filter((l) => set.has(l.id));
  const groups = data.groups
    .map((g) => ({ ...g, lines: g.lines.filter((l) => !set.has(l.id)) }))
    .filter((g) => g.lines.length > 0);
  return withLocalTotals({
    ...data,
    groups,
    invalid: data.invalid.filter((l) => !set.has(l.id)),
    cart_count: Math.max(0, data.cart_count - removed.reduce((a, l) => a + l.quantity, 0)),
  });
}

/** Whole yuan without decimals (10), else two decimals (10.50): for tier thresholds and cuts. */
export function compactYuan(fen: number): string {
  const text = formatFen(fen);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

export interface FullReductionParts {
  /** the reached tier's cut, yuan text; null when no tier is reached */
  reached: { full: string; cut: string } | null;
  /** what is left to spend for the next tier and its cut; null at the top tier */
  next: { short: string; cut: string } | null;
}

/** The parts of the full-reduction bar ("已减¥10", "再买¥49.00减¥10"), or null with no tiers. */
export function fullReductionParts(
  group: CartTotalsData['full_group'] | undefined,
  tiers: readonly FullTier[],
): FullReductionParts | null {
  if (!group || tiers.length === 0) return null;
  const reached =
    group.full_id > 0 && group.cut > 0
      ? { full: compactYuan(group.full), cut: compactYuan(group.cut) }
      : null;
  const next =
    group.next && group.short > 0
      ? { short: formatFen(group.short), cut: compactYuan(group.next.cut) }
      : null;
  if (!reached && !next) return null;
  return { reached, next };
}

/** What the checked lines save: the full-reduction cut plus the ten-yuan-three-items saving. */
export function savingOf(totals: CartTotalsData | undefined): number {
  if (!totals) return 0;
  return totals.full_cut + totals.three_for_ten_saving;
}

/** The route of the order confirmation for the checked lines. */
export function checkoutRoute(ids: readonly number[]): string {
  return `pages/subpack/order/confirmationOrder?cart_ids=${ids.join(',')}`;
}
