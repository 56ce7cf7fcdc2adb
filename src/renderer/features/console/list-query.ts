/**
 * What every list screen of the console shares (issue 20): filters kept in the URL query of its
 * route (a search survives a reload, the back button and a link sent to a colleague), read
 * defensively (a hand-edited URL drops what is malformed), and China-time calendar days (as every
 * operator reads them; the API takes Unix seconds, `to` exclusive). `useUrlList` loads a list
 * for the filters in the URL; `LoadFailed` is the error state with a retry.
 */
import { useSearchParams } from 'react-router-dom';
import { useLoad, type LoadState } from '../../core/data';

const OFFSET_S = 8 * 3600;
export const DAY_S = 86400;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A positive integer of at most 9 digits, else undefined. */
export function positiveInt(v: string | null): number | undefined {
  if (v === null || !/^\d{1,9}$/.test(v)) return undefined;
  const n = Number(v);
  return n > 0 ? n : undefined;
}

/** Trimmed text cut to `max` characters; undefined when empty. */
export function text(v: string | null, max: number): string | undefined {
  const s = v?.trim();
  return s ? s.slice(0, max) : undefined;
}

/** A real YYYY-MM-DD calendar day (2026-02-30 is not one), else undefined. */
export function day(v: string | null): string | undefined {
  if (!v || !DAY.test(v)) return undefined;
  const start = chinaDayStart(v);
  return Number.isFinite(start) && chinaDateTime(start).slice(0, 10) === v ? v : undefined;
}

/** One of `allowed`, else undefined. */
export function oneOf<T extends string>(v: string | null, allowed: readonly T[]): T | undefined {
  return v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;
}

/** Unix seconds of 00:00 China time of a YYYY-MM-DD day. */
export function chinaDayStart(dayText: string): number {
  const [y, m, d] = dayText.split('-').map(Number);
  return Date.UTC(y ?? NaN, (m ?? NaN) - 1, d ?? NaN) / 1000 - OFFSET_S;
}

/** `2026-11-27 14:05:09` in China time. */
export function chinaDateTime(seconds: number): string {
  return new Date((seconds + OFFSET_S) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The API's `from`/`to` (Unix seconds, `to` exclusive) of an inclusive China-time day range. */
export function dayRangeInput(from?: string, to?: string): { from?: number; to?: number } {
  const out: { from?: number; to?: number } = {};
  if (from) out.from = chinaDayStart(from);
  if (to) out.to = chinaDayStart(to) + DAY_S;
  return out;
}

/**
 * A list screen's filters from its URL and the list they load: `go(next)` pushes new filters
 * (a history entry, so back returns to the previous search); the list reloads when the URL
 * changes and is cancelled when it changes again.
 */
export function useUrlList<F, T>(
  parse: (params: URLSearchParams) => F,
  serialize: (filters: F) => string,
  load: (filters: F, signal: AbortSignal) => Promise<T>,
): { filters: F; query: string; list: LoadState<T>; go: (next: F) => void } {
  const [params, setParams] = useSearchParams();
  const filters = parse(params);
  const query = serialize(filters);
  const list = useLoad((signal) => load(parse(new URLSearchParams(query)), signal), [query]);
  const go = (next: F) => setParams(new URLSearchParams(serialize(next)));
  return { filters, query, list, go };
}

/**
 * The pagination of a list table whose page and size live in the URL: changing the size goes back
 * to page 1.
 */
export function urlPagination<F extends { page: number; limit: number }>(
  filters: F,
  total: number,
  go: (next: F) => void,
  sizes: readonly number[],
  showTotal: (total: number) => string,
) {
  return {
    current: filters.page,
    pageSize: filters.limit,
    total,
    showSizeChanger: true,
    pageSizeOptions: sizes.map(String),
    showTotal,
    onChange: (page: number, pageSize: number) =>
      go({ ...filters, page: pageSize === filters.limit ? page : 1, limit: pageSize }),
  };
}
