/**
 * The orders search's filters as the URL query of `/orders` (issue 20, part ORDERS: filters are
 * kept in the URL) and as the API's input. Dates are China-time calendar days (the API takes
 * Unix seconds, `to` exclusive); a hand-edited URL drops what is malformed.
 */
import type { OpsOrderSort } from '../../../../../shared/contract/ops-orders';
import { day, dayRangeInput, oneOf, positiveInt, text } from '../../list-query';

export const ORDER_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_LIMIT = 20;
export const ORDER_STATUSES = ['0', '1', '2', '3', '4', '5'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUSES)[number];
const SORTS: readonly OpsOrderSort[] = ['created_desc', 'created_asc', 'amount_desc', 'amount_asc'];

export interface OrderFilters {
  page: number;
  limit: number;
  order_sn?: string;
  mobile?: string;
  status?: OrderStatusFilter;
  /** YYYY-MM-DD, China time */
  from?: string;
  /** YYYY-MM-DD, China time, inclusive */
  to?: string;
  seller_id?: number;
  sort?: OpsOrderSort;
}

export function parseOrderQuery(params: URLSearchParams): OrderFilters {
  const limit = positiveInt(params.get('limit'));
  const f: OrderFilters = {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit && (ORDER_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
  const sn = text(params.get('order_sn'), 32);
  if (sn && /^[A-Za-z0-9]+$/.test(sn)) f.order_sn = sn;
  const mobile = text(params.get('mobile'), 11);
  if (mobile && /^\d+$/.test(mobile)) f.mobile = mobile;
  const status = oneOf(params.get('status'), ORDER_STATUSES);
  if (status) f.status = status;
  const from = day(params.get('from'));
  if (from) f.from = from;
  const to = day(params.get('to'));
  if (to) f.to = to;
  const seller = positiveInt(params.get('seller_id'));
  if (seller) f.seller_id = seller;
  const sort = oneOf(params.get('sort'), SORTS);
  if (sort && sort !== 'created_desc') f.sort = sort;
  return f;
}

export function orderQueryString(f: OrderFilters): string {
  const p = new URLSearchParams();
  if (f.page > 1) p.set('page', String(f.page));
  if (f.limit !== DEFAULT_LIMIT) p.set('limit', String(f.limit));
  if (f.order_sn) p.set('order_sn', f.order_sn);
  if (f.mobile) p.set('mobile', f.mobile);
  if (f.status) p.set('status', f.status);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.seller_id) p.set('seller_id', String(f.seller_id));
  if (f.sort && f.sort !== 'created_desc') p.set('sort', f.sort);
  return p.toString();
}

/** The search's filters as the API takes them (no paging: the export's input too). */
export function orderFilterInput(f: OrderFilters): Record<string, string | number> {
  const input: Record<string, string | number> = {};
  if (f.order_sn) input.order_sn = f.order_sn;
  if (f.mobile) input.mobile = f.mobile;
  if (f.status) input.status = f.status;
  const range = dayRangeInput(f.from, f.to);
  if (range.from !== undefined) input.from = range.from;
  if (range.to !== undefined) input.to = range.to;
  if (f.seller_id) input.seller_id = f.seller_id;
  if (f.sort) input.sort = f.sort;
  return input;
}

/** `GET /api/ops/orders`'s input. */
export function orderListInput(f: OrderFilters): Record<string, string | number> {
  return { ...orderFilterInput(f), page: f.page, limit: f.limit };
}

/** The antd Table's sorter (column key and order) as the API's sort. */
export function sortOf(field: unknown, order: unknown): OpsOrderSort | undefined {
  if (order !== 'ascend' && order !== 'descend') return undefined;
  const dir = order === 'ascend' ? 'asc' : 'desc';
  if (field === 'pay_amount') return `amount_${dir}`;
  if (field === 'created_at') return `created_${dir}`;
  return undefined;
}

/** The "field: reason" of a server's 422 as a form field error, when it names one of `fields`. */
export function fieldError(
  message: string,
  fields: readonly string[],
): { name: string; error: string } | null {
  const m = /^([a-z_]+): (.+)$/.exec(message);
  if (!m || !fields.includes(m[1]!)) return null;
  return { name: m[1]!, error: m[2]! };
}
