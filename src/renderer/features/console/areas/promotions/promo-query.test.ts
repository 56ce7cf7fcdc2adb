import { describe, expect, it } from 'vitest';
import { parsePromoQuery, promoApiInput, promoQueryString } from './promo-query';

describe('promotion list filters in the URL', () => {
  it('round-trips type, state, keyword and paging', () => {
    const f = parsePromoQuery(
      new URLSearchParams('type=1&state=running&keyword=秒杀&page=3&limit=50'),
    );
    expect(f).toEqual({ page: 3, limit: 50, type: 1, state: 'running', keyword: '秒杀' });
    expect(parsePromoQuery(new URLSearchParams(promoQueryString(f)))).toEqual(f);
    expect(promoApiInput(f)).toEqual({
      page: 3,
      limit: 50,
      type: 1,
      state: 'running',
      keyword: '秒杀',
    });
  });

  it('drops what is malformed: unknown type or state, bad page size', () => {
    const f = parsePromoQuery(new URLSearchParams('type=77&state=gone&page=-1&limit=7'));
    expect(f).toEqual({ page: 1, limit: 20 });
    expect(promoQueryString(f)).toBe('');
  });
});
