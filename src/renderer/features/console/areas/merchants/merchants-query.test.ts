import { describe, expect, it } from 'vitest';
import { merchantsApiInput, merchantsQueryString, parseMerchantsQuery } from './merchants-query';

describe('merchants list query', () => {
  it('round-trips the filters through the URL', () => {
    const f = { page: 3, limit: 50, q: '柜商', status: 'disabled' as const };
    expect(parseMerchantsQuery(new URLSearchParams(merchantsQueryString(f)))).toEqual(f);
    expect(merchantsApiInput(f)).toEqual({ page: 3, limit: 50, q: '柜商', status: 'disabled' });
  });

  it('drops malformed values of a hand-edited URL', () => {
    const f = parseMerchantsQuery(new URLSearchParams('page=-1&limit=7&status=gone&q='));
    expect(f).toEqual({ page: 1, limit: 20 });
    expect(merchantsQueryString(f)).toBe('');
  });
});
