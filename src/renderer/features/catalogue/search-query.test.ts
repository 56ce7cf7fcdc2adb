import { describe, expect, it } from 'vitest';
import {
  nextSort,
  parseId,
  parseSearchState,
  searchListPath,
  searchStateToParams,
} from './search-query';

const q = (s: string) => new URLSearchParams(s);

describe('parseId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId(' 7 ')).toBe(7);
    for (const bad of [null, undefined, '', '0', '-1', '1.5', 'abc', '1e3', '12abc']) {
      expect(parseId(bad)).toBeUndefined();
    }
  });
});

describe('parseSearchState', () => {
  it('reads keyword, sort and the two filters', () => {
    expect(
      parseSearchState(q('keyword=%E7%89%9B%E5%A5%B6&sort=price_desc&cat_id=3&brand_id=9')),
    ).toEqual({
      keyword: '牛奶',
      sort: 'price_desc',
      cat_id: 3,
      brand_id: 9,
    });
  });

  it('defaults: composite sort, no filters, empty keyword', () => {
    expect(parseSearchState(q(''))).toEqual({ keyword: '', sort: 'composite' });
  });

  it('ignores an unknown sort and bad ids, and normalizes the keyword', () => {
    expect(parseSearchState(q('keyword=++a++b+&sort=cheapest&cat_id=x&brand_id=0'))).toEqual({
      keyword: 'a b',
      sort: 'composite',
    });
  });
});

describe('searchStateToParams', () => {
  it('writes defaults out and round-trips', () => {
    expect(searchStateToParams({ keyword: '牛奶', sort: 'composite' }).toString()).toBe(
      'keyword=%E7%89%9B%E5%A5%B6',
    );
    const state = { keyword: 'a&b=c', sort: 'price_asc' as const, cat_id: 4, brand_id: 2 };
    const params = searchStateToParams(state);
    expect(params.get('sort')).toBe('price_asc');
    expect(parseSearchState(params)).toEqual(state);
  });

  it('drops a filter set to undefined', () => {
    const p = searchStateToParams({ keyword: 'k', sort: 'sales', cat_id: undefined, brand_id: 5 });
    expect(p.has('cat_id')).toBe(false);
    expect(p.get('brand_id')).toBe('5');
  });
});

describe('nextSort', () => {
  it('selects the tapped tab', () => {
    expect(nextSort('price_asc', 'sales')).toBe('sales');
    expect(nextSort('sales', 'new')).toBe('new');
    expect(nextSort('new', 'composite')).toBe('composite');
  });

  it('starts price ascending and flips it on every tap', () => {
    expect(nextSort('composite', 'price')).toBe('price_asc');
    expect(nextSort('price_asc', 'price')).toBe('price_desc');
    expect(nextSort('price_desc', 'price')).toBe('price_asc');
  });
});

describe('searchListPath', () => {
  it('encodes the keyword', () => {
    expect(searchListPath('牛 奶&')).toBe(
      '/pages/subpack/search/search-list?keyword=%E7%89%9B+%E5%A5%B6%26',
    );
  });
});
