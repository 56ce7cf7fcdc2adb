/**
 * The URL query of the moderation lists (issue 23): which queue (`filter`, one of the list's
 * filters, else its first), a keyword, a goods id (reviews), page and size; read defensively.
 */
import { oneOf, positiveInt, text } from '../../list-query';

export const MOD_PAGE_SIZES = [10, 20, 50] as const;

export interface ModQuery<F extends string> {
  filter: F;
  keyword?: string;
  goods_id?: number;
  page: number;
  limit: number;
}

export function parseModQuery<F extends string>(
  params: URLSearchParams,
  filters: readonly [F, ...F[]],
): ModQuery<F> {
  const limit = positiveInt(params.get('limit'));
  const keyword = text(params.get('keyword'), 40);
  const goodsId = positiveInt(params.get('goods_id'));
  return {
    filter: oneOf(params.get('filter'), filters) ?? filters[0],
    ...(keyword ? { keyword } : {}),
    ...(goodsId ? { goods_id: goodsId } : {}),
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit && (MOD_PAGE_SIZES as readonly number[]).includes(limit) ? limit : 20,
  };
}

/** The query string (also the API's input: the same names). */
export function modQueryString<F extends string>(q: ModQuery<F>): string {
  const p = new URLSearchParams();
  p.set('filter', q.filter);
  if (q.keyword) p.set('keyword', q.keyword);
  if (q.goods_id) p.set('goods_id', String(q.goods_id));
  if (q.page > 1) p.set('page', String(q.page));
  if (q.limit !== 20) p.set('limit', String(q.limit));
  return p.toString();
}

export function modApiInput<F extends string>(q: ModQuery<F>): Record<string, string | number> {
  return {
    filter: q.filter,
    page: q.page,
    limit: q.limit,
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(q.goods_id ? { goods_id: q.goods_id } : {}),
  };
}

/** A textarea's lines as a word list (trimmed, no empties). */
export function wordsOf(textValue: string): string[] {
  return textValue
    .split(/\r?\n/)
    .map((w) => w.trim())
    .filter(Boolean);
}
