/**
 * The goods list's filters as the URL query of `/catalogue` (issue 20 part goods: a search
 * survives a reload and can be shared) and as the API's input. A hand-edited URL drops what is
 * malformed.
 */
import { OPS_GOODS_SORTS, type OpsGoodsSort } from '../../../../../shared/contract/ops-goods';
import { oneOf, positiveInt, text } from '../../list-query';

export const GOODS_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_LIMIT = 20;

export interface GoodsFilters {
  page: number;
  limit: number;
  keyword?: string;
  category_id?: number;
  brand_id?: number;
  seller_id?: number;
  /** 1 on the shelf, 0 off */
  status?: 0 | 1;
  sort: OpsGoodsSort;
  order: 'asc' | 'desc';
}

export function parseGoodsQuery(params: URLSearchParams): GoodsFilters {
  const limit = positiveInt(params.get('limit'));
  const f: GoodsFilters = {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit && (GOODS_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    sort: oneOf(params.get('sort'), OPS_GOODS_SORTS) ?? 'id',
    order: oneOf(params.get('order'), ['asc', 'desc'] as const) ?? 'desc',
  };
  const keyword = text(params.get('keyword'), 50);
  if (keyword) f.keyword = keyword;
  for (const k of ['category_id', 'brand_id', 'seller_id'] as const) {
    const v = positiveInt(params.get(k));
    if (v) f[k] = v;
  }
  const status = params.get('status');
  if (status === '0' || status === '1') f.status = Number(status) as 0 | 1;
  return f;
}

/** The URL query of the filters (defaults left out, a stable order). */
export function goodsQueryString(f: GoodsFilters): string {
  const p = new URLSearchParams();
  if (f.keyword) p.set('keyword', f.keyword);
  if (f.category_id) p.set('category_id', String(f.category_id));
  if (f.brand_id) p.set('brand_id', String(f.brand_id));
  if (f.seller_id) p.set('seller_id', String(f.seller_id));
  if (f.status !== undefined) p.set('status', String(f.status));
  if (f.sort !== 'id') p.set('sort', f.sort);
  if (f.order !== 'desc') p.set('order', f.order);
  if (f.page !== 1) p.set('page', String(f.page));
  if (f.limit !== DEFAULT_LIMIT) p.set('limit', String(f.limit));
  return p.toString();
}

/** The API's input of the filters. */
export function goodsApiInput(f: GoodsFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {
    page: f.page,
    limit: f.limit,
    sort: f.sort,
    order: f.order,
  };
  if (f.keyword) out.keyword = f.keyword;
  if (f.category_id) out.category_id = f.category_id;
  if (f.brand_id) out.brand_id = f.brand_id;
  if (f.seller_id) out.seller_id = f.seller_id;
  if (f.status !== undefined) out.status = f.status;
  return out;
}
