/**
 * The activity list's filters as the URL query of `/promotions` (issue 23: a search survives a
 * reload and the back button) and as the API's input. A hand-edited URL drops what is
 * malformed.
 */
import {
  PROMO_STATES,
  PROMO_TYPES,
  type PromoState,
} from '../../../../../shared/contract/ops-promo';
import { oneOf, positiveInt, text } from '../../list-query';

export const PROMO_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_LIMIT = 20;

export interface PromoFilters {
  page: number;
  limit: number;
  type?: number;
  state?: PromoState;
  keyword?: string;
}

export function parsePromoQuery(params: URLSearchParams): PromoFilters {
  const limit = positiveInt(params.get('limit'));
  const f: PromoFilters = {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit && (PROMO_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
  const type = positiveInt(params.get('type'));
  if (type && (PROMO_TYPES as readonly number[]).includes(type)) f.type = type;
  const state = oneOf(params.get('state'), PROMO_STATES);
  if (state) f.state = state;
  const keyword = text(params.get('keyword'), 50);
  if (keyword) f.keyword = keyword;
  return f;
}

/** The URL query of the filters (defaults left out, a stable order). */
export function promoQueryString(f: PromoFilters): string {
  const p = new URLSearchParams();
  if (f.type) p.set('type', String(f.type));
  if (f.state) p.set('state', f.state);
  if (f.keyword) p.set('keyword', f.keyword);
  if (f.page !== 1) p.set('page', String(f.page));
  if (f.limit !== DEFAULT_LIMIT) p.set('limit', String(f.limit));
  return p.toString();
}

/** The API's input of the filters. */
export function promoApiInput(f: PromoFilters): Record<string, string | number> {
  const out: Record<string, string | number> = { page: f.page, limit: f.limit };
  if (f.type) out.type = f.type;
  if (f.state) out.state = f.state;
  if (f.keyword) out.keyword = f.keyword;
  return out;
}
