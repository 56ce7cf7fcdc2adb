/**
 * The after-sales queue's filters as the URL query of its route (issue 20, aftersale): the tab
 * ("needs the platform" by default, or every request), status, type, seller, order number,
 * buyer mobile and a China-time day range; and the API's input of them.
 */
import { AFTERSALE_QUEUES, type AftersaleQueue } from '../../../../../shared/rules/aftersale-ops';
import { day, dayRangeInput, oneOf, positiveInt, text } from '../../list-query';

export const AFTERSALE_PAGE_SIZES = [20, 50] as const;
const DEFAULT_LIMIT = 20;
export const AFTERSALE_TYPES = ['refund', 'return_refund'] as const;
export type AftersaleType = (typeof AFTERSALE_TYPES)[number];
export const AFTERSALE_STATUSES = [0, 1, 2, 3, 4, 5] as const;

export interface AftersaleFilters {
  page: number;
  limit: number;
  queue: AftersaleQueue;
  status?: number;
  type?: AftersaleType;
  seller_id?: number;
  order_sn?: string;
  mobile?: string;
  /** YYYY-MM-DD, China time */
  from?: string;
  /** YYYY-MM-DD, China time, inclusive */
  to?: string;
}

/** Filters from the route's query; anything malformed is dropped (a hand-edited URL). */
export function parseAftersaleQuery(params: URLSearchParams): AftersaleFilters {
  const limit = positiveInt(params.get('limit'));
  const f: AftersaleFilters = {
    page: positiveInt(params.get('page')) ?? 1,
    limit:
      limit && (AFTERSALE_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    queue: oneOf(params.get('queue'), AFTERSALE_QUEUES) ?? 'platform',
  };
  const status = params.get('status');
  if (status !== null && /^[0-5]$/.test(status)) f.status = Number(status);
  const type = oneOf(params.get('type'), AFTERSALE_TYPES);
  if (type) f.type = type;
  const seller = positiveInt(params.get('seller_id'));
  if (seller) f.seller_id = seller;
  const sn = text(params.get('order_sn'), 40);
  if (sn && /^[A-Za-z0-9_-]+$/.test(sn)) f.order_sn = sn;
  const mobile = text(params.get('mobile'), 11);
  if (mobile && /^\d+$/.test(mobile)) f.mobile = mobile;
  const from = day(params.get('from'));
  if (from) f.from = from;
  const to = day(params.get('to'));
  if (to) f.to = to;
  return f;
}

/** The route's query of these filters (defaults left out, stable order). */
export function aftersaleQueryString(f: AftersaleFilters): string {
  const p = new URLSearchParams();
  if (f.queue !== 'platform') p.set('queue', f.queue);
  if (f.page > 1) p.set('page', String(f.page));
  if (f.limit !== DEFAULT_LIMIT) p.set('limit', String(f.limit));
  if (f.status !== undefined) p.set('status', String(f.status));
  if (f.type) p.set('type', f.type);
  if (f.seller_id) p.set('seller_id', String(f.seller_id));
  if (f.order_sn) p.set('order_sn', f.order_sn);
  if (f.mobile) p.set('mobile', f.mobile);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  return p.toString();
}

/** The API's input (`GET /api/ops/aftersales`) of these filters. */
export function aftersaleApiInput(f: AftersaleFilters): Record<string, string | number> {
  const input: Record<string, string | number> = { page: f.page, limit: f.limit, queue: f.queue };
  if (f.status !== undefined) input.status = f.status;
  if (f.type) input.type = f.type;
  if (f.seller_id) input.seller_id = f.seller_id;
  if (f.order_sn) input.order_sn = f.order_sn;
  if (f.mobile) input.mobile = f.mobile;
  return { ...input, ...dayRangeInput(f.from, f.to) };
}
