// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { KEYS } from '../../core/platform/storage';
import {
  addSearchWord,
  clearSearchHistory,
  KEYWORD_MAX_LENGTH,
  loadSearchHistory,
  normalizeKeyword,
  parseSearchHistory,
  rememberSearch,
  SEARCH_HISTORY_MAX,
} from './search-history';

describe('normalizeKeyword', () => {
  it('trims and folds inner blanks', () => {
    expect(normalizeKeyword('  纯  牛奶 \t')).toBe('纯 牛奶');
    expect(normalizeKeyword('   ')).toBe('');
  });

  it('cuts to the keyword limit by characters', () => {
    const long = '奶'.repeat(KEYWORD_MAX_LENGTH + 5);
    expect([...normalizeKeyword(long)]).toHaveLength(KEYWORD_MAX_LENGTH);
  });
});

describe('addSearchWord', () => {
  it('puts the newest word first', () => {
    expect(addSearchWord(['a', 'b'], 'c')).toEqual(['c', 'a', 'b']);
  });

  it('moves a repeated word to the front instead of adding it twice', () => {
    expect(addSearchWord(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(addSearchWord(['a', 'b'], ' a ')).toEqual(['a', 'b']);
  });

  it('keeps at most ten words, dropping the oldest', () => {
    const ten = Array.from({ length: SEARCH_HISTORY_MAX }, (_, i) => `w${i}`);
    const next = addSearchWord(ten, 'new');
    expect(next).toHaveLength(SEARCH_HISTORY_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('w9');
    expect(addSearchWord(['a', 'b', 'c'], 'd', 2)).toEqual(['d', 'a']);
  });

  it('ignores a blank word and does not change its input', () => {
    const list = ['a'];
    expect(addSearchWord(list, '  ')).toEqual(['a']);
    addSearchWord(list, 'b');
    expect(list).toEqual(['a']);
  });
});

describe('parseSearchHistory', () => {
  it('reads an array of words, dropping junk, blanks and repeats', () => {
    expect(parseSearchHistory(['a', 1, null, ' ', 'b', 'a', ' c '])).toEqual(['a', 'b', 'c']);
  });

  it('treats anything but an array as empty', () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory('a')).toEqual([]);
    expect(parseSearchHistory({ 0: 'a' })).toEqual([]);
  });

  it('keeps at most the limit', () => {
    const many = Array.from({ length: 15 }, (_, i) => `w${i}`);
    expect(parseSearchHistory(many)).toHaveLength(SEARCH_HISTORY_MAX);
  });
});

describe('stored history', () => {
  beforeEach(() => localStorage.clear());

  it('remembers words most recent first under KEYS.searchHistory and clears them', () => {
    expect(loadSearchHistory()).toEqual([]);
    rememberSearch('牛奶');
    rememberSearch('酸奶');
    expect(rememberSearch('牛奶')).toEqual(['牛奶', '酸奶']);
    expect(JSON.parse(localStorage.getItem(KEYS.searchHistory) ?? '')).toEqual(['牛奶', '酸奶']);
    expect(loadSearchHistory()).toEqual(['牛奶', '酸奶']);
    clearSearchHistory();
    expect(localStorage.getItem(KEYS.searchHistory)).toBeNull();
    expect(loadSearchHistory()).toEqual([]);
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem(KEYS.searchHistory, '{not json');
    expect(loadSearchHistory()).toEqual([]);
    expect(rememberSearch('x')).toEqual(['x']);
  });
});
