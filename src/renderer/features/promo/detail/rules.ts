/**
 * Decisions of the activity detail screen (pure, tested in rules.test.ts): the activity's state
 * by server time, what the buy button does (spec section 4 gates, window, stock, per-user
 * limit), the price and points shown, and the ten-yuan-three-items progress. The server decides
 * again on every order; these only keep the user from a refusal they can foresee.
 */
import type { ActivityGate, ActivityGoodsDetail } from '../activity-api';
import type { ActivityState } from '../api';
import '../strings/detail';
import type { TranslationKey } from '../../../core/i18n/typed';

/** Points exchange: the order takes `integral` points per unit. */
export const POINTS_EXCHANGE_TYPE = 3;
/** Shopping earns points: the order gives `integral` (or `earn_integral`) points per unit. */
export const SHOPPING_POINTS_TYPE = 16;
export const THREE_FOR_TEN_TYPE = 17;
export const GROUP_BUY_TYPE = 4;
/** Units per ten-yuan-three-items group. */
export const THREE_FOR_TEN_GROUP_SIZE = 3;
/** The quantity cap of one line (the server's). */
export const MAX_LINE_QUANTITY = 999;

type Window = { start_at: number; end_at: number; state: ActivityState };

/**
 * The state at `nowSec` (server clock). The server's 'ended' is final (an activity switched off
 * ends before its end time); otherwise the window decides, so a page left open flips from not
 * started to running to ended on time.
 */
export function activityStateAt(a: Window, nowSec: number): ActivityState {
  if (a.state === 'ended') return 'ended';
  if (nowSec >= a.end_at) return 'ended';
  if (nowSec < a.start_at) return 'not_started';
  return 'running';
}

/** What the state banner shows: the state and the time its countdown runs to (none when ended). */
export function stateBanner(a: Window, nowSec: number): { state: ActivityState; until: number } {
  const state = activityStateAt(a, nowSec);
  return {
    state,
    until: state === 'not_started' ? a.start_at : state === 'running' ? a.end_at : 0,
  };
}

type Buyable = Pick<
  ActivityGoodsDetail,
  'gate' | 'bought' | 'limit_per_user' | 'sold_out' | 'stock'
>;

/** Units the user may still order: stock, the per-user limit less what they bought, 999. */
export function quotaLeft(d: Pick<Buyable, 'bought' | 'limit_per_user' | 'stock'>): number {
  const stock = Math.max(0, d.stock);
  const byLimit = d.limit_per_user > 0 ? Math.max(0, d.limit_per_user - d.bought) : Infinity;
  return Math.min(stock, byLimit, MAX_LINE_QUANTITY);
}

export type BlockReason = 'not_started' | 'ended' | 'sold_out' | 'limit' | 'points';
/** A gate of spec section 4 with its prompt ('login' is left to the login redirect). */
export type GatePrompt = Exclude<ActivityGate, 'ok' | 'login'>;

export type BuyDecision =
  /** nothing stops it: pick the quantity and go to the confirmation */
  | { kind: 'go' }
  /** the button is disabled for this reason (and says so) */
  | { kind: 'blocked'; reason: BlockReason }
  /** the gate's prompt; 'unpaid' offers the unpaid orders list */
  | { kind: 'gate'; gate: GatePrompt };

/**
 * What pressing buy does, in this order: the window (not started, ended), stock, the per-user
 * limit against `bought` + `quantity`, the server's gate for this user (new person / second
 * order), then the points a points exchange takes against the user's balance (when known).
 * Logged out ('login') goes on: the confirmation asks for login and comes back.
 */
export function decideBuy(
  d: Buyable,
  state: ActivityState,
  quantity = 1,
  points?: { spend: number; balance: number | null },
): BuyDecision {
  if (state === 'not_started') return { kind: 'blocked', reason: 'not_started' };
  if (state === 'ended') return { kind: 'blocked', reason: 'ended' };
  if (d.sold_out || d.stock <= 0) return { kind: 'blocked', reason: 'sold_out' };
  // The per-user limit first: the server's gate says 'limit' for it too (and for the
  // new-person count), and a limit the user can see is a disabled button, not a prompt.
  if (d.limit_per_user > 0 && d.bought + quantity > d.limit_per_user) {
    return { kind: 'blocked', reason: 'limit' };
  }
  if (d.gate !== 'ok' && d.gate !== 'login') return { kind: 'gate', gate: d.gate };
  if (points && points.balance !== null && points.spend > points.balance) {
    return { kind: 'blocked', reason: 'points' };
  }
  return { kind: 'go' };
}

/** The i18n key (under `promoDetail.gate`) of a gate's prompt. */
export function gatePromptKey(gate: GatePrompt): TranslationKey {
  switch (gate) {
    case 'unpaid':
      return 'promoDetail.gate.unpaid';
    case 'limit':
      return 'promoDetail.gate.limit';
    case 'not-new':
      return 'promoDetail.gate.notNew';
    case 'first-order':
      return 'promoDetail.gate.firstOrder';
    case 'finished':
      return 'promoDetail.gate.finished';
  }
}

export interface PriceView {
  /** fen per unit the order charges */
  price: number;
  /** fen struck through; 0 when none */
  original: number;
  /** points the order takes for `quantity` (points exchange); 0 otherwise */
  spend: number;
  /** points the order earns for `quantity` (shopping earns points); 0 otherwise */
  earn: number;
  /** points exchange with no cash part */
  pointsOnly: boolean;
}

type Priced = Pick<
  ActivityGoodsDetail,
  'type' | 'price' | 'original_price' | 'integral' | 'earn_integral'
>;

/** The price and points of `quantity` units as the detail shows them. */
export function priceView(d: Priced, quantity = 1): PriceView {
  const n = Math.max(1, Math.floor(quantity));
  const spend = d.type === POINTS_EXCHANGE_TYPE ? Math.max(0, d.integral) * n : 0;
  const perUnitEarn = d.earn_integral ?? d.integral;
  const earn = d.type === SHOPPING_POINTS_TYPE ? Math.max(0, perUnitEarn) * n : 0;
  return {
    price: d.price,
    original: d.original_price > d.price ? d.original_price : 0,
    spend,
    earn,
    pointsOnly: spend > 0 && d.price === 0,
  };
}

/**
 * Ten-yuan-three-items progress for `units` type-17 units in the cart: complete groups and how
 * many more make the next group (3 when there are none yet, 0 when the groups are complete).
 */
export function threeForTenProgress(units: number): { groups: number; need: number } {
  const u = Number.isSafeInteger(units) && units > 0 ? units : 0;
  const rest = u % THREE_FOR_TEN_GROUP_SIZE;
  return {
    groups: (u - rest) / THREE_FOR_TEN_GROUP_SIZE,
    need: u === 0 ? THREE_FOR_TEN_GROUP_SIZE : rest === 0 ? 0 : THREE_FOR_TEN_GROUP_SIZE - rest,
  };
}

/** The activity goods a detail link names: `activity_goods_id`, else `id` (activityDetailRoute). */
export function activityGoodsIdOf(params: URLSearchParams): number {
  for (const key of ['activity_goods_id', 'id']) {
    const v = params.get(key);
    if (v !== null && /^\d{1,9}$/.test(v) && Number(v) > 0) return Number(v);
  }
  return 0;
}

/** The coupon ids an activity of the coupon zone (52/53) names in its rules. */
export function couponIdsOf(rules: Record<string, unknown> | null | undefined): number[] {
  const ids = rules?.coupon_ids;
  if (!Array.isArray(ids)) return [];
  return ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
}
