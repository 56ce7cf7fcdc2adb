/**
 * Pure rules of the order screens (docs/api-orders.md "State machine"): which actions an order
 * offers in each status, the i18n keys of statuses, the refundable amount in fen, the refund
 * amount the buyer typed, and the bracket payload of a review. No React, no requests.
 */
import './strings/after-sale';
import './strings/orders';
import { yuanToFen } from '../../../shared/rules/money';
import type { FormObject } from '../../../shared/form-encoding';
import type {
  AfterSale,
  AfterSaleStatus,
  AfterSaleType,
  OrderDetail,
  OrderListStatus,
  OrderStatus,
  OrderSummary,
} from './list-api';
import { dynamicKey, type TranslationKey } from '../../core/i18n/typed';
import { specIn } from '../../core/i18n/catalogue';

export const ORDER_STATUS = {
  PENDING_PAYMENT: 0,
  PAID: 1,
  SHIPPED: 2,
  RECEIVED: 3,
  REVIEWED: 4,
  CLOSED: 5,
} as const satisfies Record<string, OrderStatus>;

export const AFTER_SALE_STATUS = {
  APPLIED: 0,
  APPROVED: 1,
  RETURNED: 2,
  REFUNDED: 3,
  REJECTED: 4,
  WITHDRAWN: 5,
} as const satisfies Record<string, AfterSaleStatus>;

/** The tabs of the order list, in order; `status` of the URL. */
export const ORDER_TABS: readonly OrderListStatus[] = ['all', 0, 1, 2, 3];

/** `?status=` → a list filter; anything unknown is every order. */
export function parseStatusParam(v: string | null): OrderListStatus {
  if (v === null || v === '' || v === 'all') return 'all';
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 && n <= 5 ? (n as OrderStatus) : 'all';
}

/** The OrderCount counter shown as a tab's badge. */
export const TAB_COUNTER = {
  0: 'wait_pay',
  1: 'wait_ship',
  2: 'wait_receive',
  3: 'wait_comment',
} as const;

export type OrderAction =
  | 'pay'
  | 'cancel'
  | 'remind'
  | 'track'
  | 'confirm'
  | 'afterSale'
  | 'viewAfterSale'
  | 'review'
  | 'buyAgain'
  | 'delete';

/** An after-sale still in progress (applied, approved, goods returned): the order is frozen. */
export function isAfterSaleOpen(status: AfterSaleStatus | undefined | null): boolean {
  return status === 0 || status === 1 || status === 2;
}

/** What the actions depend on: the list's summary, or the detail with its latest after-sale. */
export type ActionableOrder = Pick<OrderSummary, 'status' | 'after_sale'> &
  Partial<Pick<OrderSummary, 'after_sale_until' | 'after_sale_days'>> & {
    /** the latest after-sale (detail only) */
    after_sale_info?: Pick<AfterSale, 'status'> | null;
    /** fen left to refund (detail only: pay_amount − refunded) */
    refundable?: number;
  };

/** The order has an after-sale in progress (the summary's flag or the detail's request). */
export function hasOpenAfterSale(order: ActionableOrder): boolean {
  return order.after_sale || isAfterSaleOpen(order.after_sale_info?.status);
}

/** The client's clock, Unix seconds. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * The order's after-sale window has passed (the server's `after_sale_until`: a request is
 * taken while `now` is before it; null or absent: no window yet).
 */
export function afterSaleWindowPassed(
  order: Pick<ActionableOrder, 'after_sale_until'>,
  now: number = nowSeconds(),
): boolean {
  return order.after_sale_until != null && now >= order.after_sale_until;
}

/**
 * Why the order offers no after-sale request although its status would: the window has passed
 * and no request is open. The days are the server's (`after_sale_days`).
 */
export function afterSaleClosedDays(order: ActionableOrder, now: number = nowSeconds()) {
  if (hasOpenAfterSale(order) || !afterSaleWindowPassed(order, now)) return null;
  if (order.status !== 3 && order.status !== 4) return null;
  return order.after_sale_days ?? 0;
}

/**
 * The actions of an order, least important first (the card shows them left to right, the
 * primary one last). An open after-sale replaces confirm, review and a second request with a
 * link to it; an order refunded in full, or past its after-sale window, offers no further
 * request.
 */
export function orderActions(order: ActionableOrder, now: number = nowSeconds()): OrderAction[] {
  const open = hasOpenAfterSale(order);
  const hadOne = open || Boolean(order.after_sale_info);
  const canRequest = !open && order.refundable !== 0 && !afterSaleWindowPassed(order, now);
  const afterSale: OrderAction[] = [
    ...(hadOne ? (['viewAfterSale'] as const) : []),
    ...(canRequest ? (['afterSale'] as const) : []),
  ];
  switch (order.status) {
    case 0:
      return ['cancel', 'pay'];
    case 1:
      return [...afterSale, 'remind'];
    case 2:
      return open ? [...afterSale, 'track'] : [...afterSale, 'track', 'confirm'];
    case 3:
      return open ? [...afterSale, 'buyAgain'] : [...afterSale, 'buyAgain', 'review'];
    case 4:
      return [...(hadOne ? (['viewAfterSale'] as const) : []), 'delete', 'buyAgain'];
    case 5:
      return ['delete', 'buyAgain'];
    default:
      return [];
  }
}

/** The primary (filled, brand colour) action of a card: the last one it offers, if it is one. */
export function isPrimaryAction(a: OrderAction): boolean {
  return a === 'pay' || a === 'confirm' || a === 'review';
}

/** i18n key of an order status. */
export function orderStatusKey(status: OrderStatus): TranslationKey {
  return dynamicKey('orders.status', `s${status}`);
}

/** i18n key of an after-sale status. */
export function afterSaleStatusKey(status: AfterSaleStatus): TranslationKey {
  return dynamicKey('afterSale.status', `s${status}`);
}

export function afterSaleTypeKey(type: AfterSaleType): TranslationKey {
  return type === 'return_refund' ? 'afterSale.type.returnRefund' : 'afterSale.type.refund';
}

/** The types a buyer may request: before shipping only a refund; afterwards both. */
export function allowedAfterSaleTypes(status: OrderStatus): AfterSaleType[] {
  if (status === 1) return ['refund'];
  if (status === 2 || status === 3 || status === 4) return ['refund', 'return_refund'];
  return [];
}

/** Fen the buyer may still request: what was paid less what was refunded; never negative. */
export function refundableFen(order: Pick<OrderDetail, 'pay_amount' | 'refunded'>): number {
  return Math.max(0, order.pay_amount - order.refunded);
}

export type RefundAmountError = 'required' | 'format' | 'zero' | 'tooMuch';

/** The yuan the buyer typed → fen, checked against the refundable amount. */
export function parseRefundAmount(
  input: string,
  maxFen: number,
): { ok: true; fen: number } | { ok: false; error: RefundAmountError } {
  const s = input.trim();
  if (s === '') return { ok: false, error: 'required' };
  let fen: number;
  try {
    fen = yuanToFen(s);
  } catch {
    return { ok: false, error: 'format' };
  }
  if (fen < 0) return { ok: false, error: 'format' };
  if (fen === 0) return { ok: false, error: 'zero' };
  if (fen > maxFen) return { ok: false, error: 'tooMuch' };
  return { ok: true, fen };
}

export interface ReviewDraft {
  order_item_id: number;
  /** 1..5 */
  score: number;
  content: string;
  images: readonly string[];
}

/**
 * `comment_add` body: `order_id` and `items[i][order_item_id|score|content|images]` (the
 * wrapper bracket-encodes the nested array); images as a comma list; scores clamped to 1..5.
 */
export function buildCommentPayload(orderId: number, drafts: readonly ReviewDraft[]): FormObject {
  return {
    order_id: orderId,
    items: drafts.map((d) => ({
      order_item_id: d.order_item_id,
      score: Math.min(5, Math.max(1, Math.round(d.score))),
      content: d.content.trim(),
      images: d.images.join(','),
    })),
  };
}

/** A line's spec as one text: `颜色: 红 · 尺码: L`, in the app's language (issue 19 E). */
export function specText(spec: Record<string, string> | null | undefined): string {
  return Object.entries(specIn(spec))
    .map(([k, v]) => `${k}: ${v}`)
    .join(' · ');
}

/** The lines a review covers: those not reviewed yet. */
export function linesToReview<T extends { commented: boolean }>(lines: readonly T[]): T[] {
  return lines.filter((l) => !l.commented);
}

/** The events of one after-sale among the order's: after-sale and refund kinds since it began. */
export function afterSaleEvents<E extends { kind: string; time: number }>(
  timeline: readonly E[],
  since: number,
): E[] {
  return timeline.filter(
    (e) => (e.kind === 'after_sale' || e.kind === 'refund') && e.time >= since,
  );
}
