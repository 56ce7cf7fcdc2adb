/**
 * The search history of the search screens: most recent first, no duplicates, at most ten words,
 * kept in localStorage under `KEYS.searchHistory` as a JSON array of strings.
 */
import { KEYS, storage } from '../../core/platform/storage';

/** Words kept. A product decision (the spec names no limit): ten, like the large mall apps. */
export const SEARCH_HISTORY_MAX = 10;
/** Longest keyword the search call accepts (`/api/goods/search`: 1–50 characters). */
export const KEYWORD_MAX_LENGTH = 50;

/** A keyword as it is searched and remembered: trimmed, inner runs of blanks as one space. */
export function normalizeKeyword(word: string): string {
  return [...word.trim().replace(/\s+/g, ' ')].slice(0, KEYWORD_MAX_LENGTH).join('').trim();
}

/** `list` with `word` in front: an earlier copy of it removed, cut to `max` words. */
export function addSearchWord(
  list: readonly string[],
  word: string,
  max: number = SEARCH_HISTORY_MAX,
): string[] {
  const w = normalizeKeyword(word);
  const rest = list.filter((x) => x !== w);
  return (w ? [w, ...rest] : rest).slice(0, Math.max(0, max));
}

/** A stored value read leniently: anything but an array of words is an empty history. */
export function parseSearchHistory(raw: unknown, max: number = SEARCH_HISTORY_MAX): string[] {
  if (!Array.isArray(raw)) return [];
  const out: string[] = [];
  for (const item of raw) {
    if (typeof item !== 'string') continue;
    const w = normalizeKeyword(item);
    if (w && !out.includes(w)) out.push(w);
    if (out.length >= max) break;
  }
  return out;
}

export function loadSearchHistory(): string[] {
  return parseSearchHistory(storage.getJson<unknown>(KEYS.searchHistory));
}

/** Puts `word` in front of the stored history; returns the new history. */
export function rememberSearch(word: string): string[] {
  const next = addSearchWord(loadSearchHistory(), word);
  storage.setJson(KEYS.searchHistory, next);
  return next;
}

export function clearSearchHistory(): void {
  storage.remove(KEYS.searchHistory);
}
