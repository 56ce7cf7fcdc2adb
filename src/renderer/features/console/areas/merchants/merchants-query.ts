/**
 * The merchants list's filters as the URL query of `/merchants` and as the API's input
 * (`GET /api/ops/merchants`); a hand-edited URL drops what is malformed.
 */
import {
  MERCHANT_STATUSES,
  type MerchantStatus,
} from '../../../../../shared/contract/ops-merchants';
import { oneOf, positiveInt, text } from '../../list-query';

export const MERCHANTS_PAGE_SIZES = [10, 20, 50] as const;

export interface MerchantsFilters {
  page: number;
  limit: number;
  q?: string;
  status?: MerchantStatus;
}

export function parseMerchantsQuery(params: URLSearchParams): MerchantsFilters {
  const limit = positiveInt(params.get('limit'));
  const f: MerchantsFilters = {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit && (MERCHANTS_PAGE_SIZES as readonly number[]).includes(limit) ? limit : 20,
  };
  const q = text(params.get('q'), 32);
  if (q) f.q = q;
  const status = oneOf(params.get('status'), MERCHANT_STATUSES);
  if (status) f.status = status;
  return f;
}

/** The filters as a query string (page 1 and size 20 left out). */
export function merchantsQueryString(f: MerchantsFilters): string {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.status) p.set('status', f.status);
  if (f.page > 1) p.set('page', String(f.page));
  if (f.limit !== 20) p.set('limit', String(f.limit));
  return p.toString();
}

export function merchantsApiInput(f: MerchantsFilters): Record<string, string | number> {
  return {
    page: f.page,
    limit: f.limit,
    ...(f.q ? { q: f.q } : {}),
    ...(f.status ? { status: f.status } : {}),
  };
}
