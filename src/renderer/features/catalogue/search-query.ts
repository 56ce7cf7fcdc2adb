/**
 * The state of the search result screen in its URL query (`keyword`, `sort`, `cat_id`,
 * `brand_id`), so back/forward and a reload keep it. Defaults are left out of the URL.
 */
import type { GoodsSort } from './api';
import { normalizeKeyword } from './search-history';

export const GOODS_SORTS: readonly GoodsSort[] = [
  'composite',
  'sales',
  'price_asc',
  'price_desc',
  'new',
];

export interface SearchState {
  keyword: string;
  sort: GoodsSort;
  cat_id?: number;
  brand_id?: number;
}

export function isGoodsSort(v: unknown): v is GoodsSort {
  return typeof v === 'string' && (GOODS_SORTS as readonly string[]).includes(v);
}

/** A positive whole id, or undefined for anything else ('', '0', '-1', '1.5', 'abc'). */
export function parseId(v: string | null | undefined): number | undefined {
  if (!v || !/^\d{1,15}$/.test(v.trim())) return undefined;
  const n = Number(v.trim());
  return n > 0 ? n : undefined;
}

export function parseSearchState(params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  const state: SearchState = {
    keyword: normalizeKeyword(params.get('keyword') ?? ''),
    sort: isGoodsSort(sort) ? sort : 'composite',
  };
  const catId = parseId(params.get('cat_id'));
  const brandId = parseId(params.get('brand_id'));
  if (catId !== undefined) state.cat_id = catId;
  if (brandId !== undefined) state.brand_id = brandId;
  return state;
}

/** The query of a state: keyword always, the rest only when not the default. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  p.set('keyword', state.keyword);
  if (state.sort !== 'composite') p.set('sort', state.sort);
  if (state.cat_id !== undefined) p.set('cat_id', String(state.cat_id));
  if (state.brand_id !== undefined) p.set('brand_id', String(state.brand_id));
  return p;
}

/** The sort a tap on a sort tab selects: price flips between ascending and descending. */
export function nextSort(
  current: GoodsSort,
  tapped: 'composite' | 'sales' | 'price' | 'new',
): GoodsSort {
  if (tapped !== 'price') return tapped;
  return current === 'price_asc' ? 'price_desc' : 'price_asc';
}

/** The route of the result screen for a keyword. */
export function searchListPath(keyword: string): string {
  return `/pages/subpack/search/search-list?${searchStateToParams({ keyword, sort: 'composite' }).toString()}`;
}
