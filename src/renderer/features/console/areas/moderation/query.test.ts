import { describe, expect, it } from 'vitest';
import { modApiInput, modQueryString, parseModQuery, wordsOf } from './query';

const FILTERS = ['pending', 'approved', 'all'] as const;

describe('moderation list query', () => {
  it('reads the URL defensively: unknown filter → the first, bad numbers dropped', () => {
    const q = parseModQuery(new URLSearchParams('filter=nope&page=-1&limit=7&goods_id=x'), FILTERS);
    expect(q).toEqual({ filter: 'pending', page: 1, limit: 20 });
  });

  it('round-trips filters, keyword, goods id and paging, and gives the API input', () => {
    const q = parseModQuery(
      new URLSearchParams('filter=approved&keyword=%20直播%20&goods_id=12&page=3&limit=50'),
      FILTERS,
    );
    expect(q).toEqual({ filter: 'approved', keyword: '直播', goods_id: 12, page: 3, limit: 50 });
    expect(parseModQuery(new URLSearchParams(modQueryString(q)), FILTERS)).toEqual(q);
    expect(modApiInput(q)).toEqual({
      filter: 'approved',
      page: 3,
      limit: 50,
      keyword: '直播',
      goods_id: 12,
    });
  });

  it('splits a textarea into words', () => {
    expect(wordsOf(' 赌博 \n\n casino\r\n')).toEqual(['赌博', 'casino']);
  });
});
