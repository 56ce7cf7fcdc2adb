/**
 * The money area's list filters as the URL query of their routes and as the API's input
 * (issue 20, money). Amounts are typed in yuan (kept as typed in the URL) and sent in fen; dates
 * are China-time calendar days (list-query.ts). Anything malformed in a hand-edited URL is dropped.
 */
import { yuanToFen } from '../../../../../shared/rules/money';
import type { WithdrawalStatus } from '../../../../../shared/contract/types';
import { day, dayRangeInput, oneOf, positiveInt, text } from '../../list-query';

export const MONEY_PAGE_SIZES = [20, 50] as const;
const DEFAULT_LIMIT = 20;
export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = [
  'pending',
  'approved',
  'paying',
  'paid',
  'refused',
  'failed',
];
/**
 * issue 22: what a "pay out" answer means for the operator: paid, failed (back to approved with
 * the provider's reason) or still in progress (paying; the payout job settles it).
 */
export function payoutOutcome(w: {
  status: WithdrawalStatus;
  payout_error: string;
}): 'done' | 'failed' | 'pending' {
  if (w.status === 'paid') return 'done';
  if (w.status === 'paying') return 'pending';
  return w.payout_error ? 'failed' : 'pending';
}

export const TRADE_STATUSES = ['pending', 'paid', 'closed', 'refunded'] as const;
export const TRADE_METHODS = ['online', 'balance', 'reward', 'integral'] as const;

/** A yuan amount as typed: digits with at most two decimals (no sign). */
export function isYuan(v: string): boolean {
  return /^\d{1,9}(\.\d{1,2})?$/.test(v.trim());
}

/** Fen of a yuan text, or undefined when it is not one. */
export function yuanInput(v: string | undefined): number | undefined {
  return v !== undefined && isYuan(v) ? yuanToFen(v.trim()) : undefined;
}

function paging(params: URLSearchParams) {
  const limit = positiveInt(params.get('limit'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit && (MONEY_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
}

function mobileOf(params: URLSearchParams): string | undefined {
  const m = text(params.get('mobile'), 11);
  return m && /^\d+$/.test(m) ? m : undefined;
}

function put(p: URLSearchParams, key: string, v: string | number | undefined) {
  if (v !== undefined && v !== '') p.set(key, String(v));
}

export interface WithdrawalFilters {
  page: number;
  limit: number;
  status?: WithdrawalStatus;
  mobile?: string;
  from?: string;
  to?: string;
  /** yuan, as typed */
  min?: string;
  max?: string;
}

export function parseWithdrawalQuery(params: URLSearchParams): WithdrawalFilters {
  const f: WithdrawalFilters = paging(params);
  const status = oneOf(params.get('status'), WITHDRAWAL_STATUSES);
  if (status) f.status = status;
  const mobile = mobileOf(params);
  if (mobile) f.mobile = mobile;
  const from = day(params.get('from'));
  if (from) f.from = from;
  const to = day(params.get('to'));
  if (to) f.to = to;
  for (const k of ['min', 'max'] as const) {
    const v = text(params.get(k), 12);
    if (v && isYuan(v)) f[k] = v;
  }
  return f;
}

export function withdrawalQueryString(f: WithdrawalFilters): string {
  const p = new URLSearchParams();
  if (f.page > 1) p.set('page', String(f.page));
  if (f.limit !== DEFAULT_LIMIT) p.set('limit', String(f.limit));
  put(p, 'status', f.status);
  put(p, 'mobile', f.mobile);
  put(p, 'from', f.from);
  put(p, 'to', f.to);
  put(p, 'min', f.min);
  put(p, 'max', f.max);
  return p.toString();
}

/** The API's input of the filters (amounts in fen, days as Unix seconds). */
export function withdrawalApiInput(f: WithdrawalFilters): Record<string, string | number> {
  const input: Record<string, string | number> = { page: f.page, limit: f.limit };
  if (f.status) input.status = f.status;
  if (f.mobile) input.mobile = f.mobile;
  Object.assign(input, dayRangeInput(f.from, f.to));
  const min = yuanInput(f.min);
  if (min !== undefined) input.min = min;
  const max = yuanInput(f.max);
  if (max !== undefined) input.max = max;
  return input;
}

export interface TradeFilters {
  page: number;
  limit: number;
  trade_no?: string;
  order_sn?: string;
  mobile?: string;
  status?: (typeof TRADE_STATUSES)[number];
  method?: (typeof TRADE_METHODS)[number];
  from?: string;
  to?: string;
}

export function parseTradeQuery(params: URLSearchParams): TradeFilters {
  const f: TradeFilters = paging(params);
  const tradeNo = text(params.get('trade_no'), 64);
  if (tradeNo) f.trade_no = tradeNo;
  const orderSn = text(params.get('order_sn'), 64);
  if (orderSn) f.order_sn = orderSn;
  const mobile = mobileOf(params);
  if (mobile) f.mobile = mobile;
  const status = oneOf(params.get('status'), TRADE_STATUSES);
  if (status) f.status = status;
  const method = oneOf(params.get('method'), TRADE_METHODS);
  if (method) f.method = method;
  const from = day(params.get('from'));
  if (from) f.from = from;
  const to = day(params.get('to'));
  if (to) f.to = to;
  return f;
}

export function tradeQueryString(f: TradeFilters): string {
  const p = new URLSearchParams();
  if (f.page > 1) p.set('page', String(f.page));
  if (f.limit !== DEFAULT_LIMIT) p.set('limit', String(f.limit));
  put(p, 'trade_no', f.trade_no);
  put(p, 'order_sn', f.order_sn);
  put(p, 'mobile', f.mobile);
  put(p, 'status', f.status);
  put(p, 'method', f.method);
  put(p, 'from', f.from);
  put(p, 'to', f.to);
  return p.toString();
}

export function tradeApiInput(f: TradeFilters): Record<string, string | number> {
  const input: Record<string, string | number> = { page: f.page, limit: f.limit };
  for (const k of ['trade_no', 'order_sn', 'mobile', 'status', 'method'] as const) {
    const v = f[k];
    if (v) input[k] = v;
  }
  Object.assign(input, dayRangeInput(f.from, f.to));
  return input;
}

/** Reconciliation's check kinds and actions (issue 22; the contract's OPS_CHECK_KINDS). */
export const CHECK_KINDS = [
  'paid_after_close',
  'paid_not_notified',
  'paid_twice',
  'amount_differs',
  'refund_stuck',
  'refund_failed',
] as const;
export const CHECK_ACTIONS = ['settled', 'refunded', 'none', 'manual'] as const;

export interface CheckFilters {
  page: number;
  limit: number;
  kind?: (typeof CHECK_KINDS)[number];
  action?: (typeof CHECK_ACTIONS)[number];
  from?: string;
  to?: string;
}

export function parseCheckQuery(params: URLSearchParams): CheckFilters {
  const f: CheckFilters = paging(params);
  const kind = oneOf(params.get('kind'), CHECK_KINDS);
  if (kind) f.kind = kind;
  const action = oneOf(params.get('action'), CHECK_ACTIONS);
  if (action) f.action = action;
  const from = day(params.get('from'));
  if (from) f.from = from;
  const to = day(params.get('to'));
  if (to) f.to = to;
  return f;
}

export function checkQueryString(f: CheckFilters): string {
  const p = new URLSearchParams();
  if (f.page > 1) p.set('page', String(f.page));
  if (f.limit !== DEFAULT_LIMIT) p.set('limit', String(f.limit));
  put(p, 'kind', f.kind);
  put(p, 'action', f.action);
  put(p, 'from', f.from);
  put(p, 'to', f.to);
  return p.toString();
}

export function checkApiInput(f: CheckFilters): Record<string, string | number> {
  const input: Record<string, string | number> = { page: f.page, limit: f.limit };
  if (f.kind) input.kind = f.kind;
  if (f.action) input.action = f.action;
  Object.assign(input, dayRangeInput(f.from, f.to));
  return input;
}
