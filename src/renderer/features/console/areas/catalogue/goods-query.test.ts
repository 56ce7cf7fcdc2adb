import { describe, expect, it } from 'vitest';
import { goodsApiInput, goodsQueryString, parseGoodsQuery } from './goods-query';

describe('goods list query (issue 20 part goods)', () => {
  it('round-trips every filter through the URL', () => {
    const f = parseGoodsQuery(
      new URLSearchParams(
        'keyword=%E7%BA%A2%E9%85%92&category_id=12&brand_id=3&seller_id=1&status=0&sort=price&order=asc&page=3&limit=50',
      ),
    );
    expect(f).toEqual({
      keyword: '红酒',
      category_id: 12,
      brand_id: 3,
      seller_id: 1,
      status: 0,
      sort: 'price',
      order: 'asc',
      page: 3,
      limit: 50,
    });
    expect(parseGoodsQuery(new URLSearchParams(goodsQueryString(f)))).toEqual(f);
    expect(goodsApiInput(f)).toEqual({
      keyword: '红酒',
      category_id: 12,
      brand_id: 3,
      seller_id: 1,
      status: 0,
      sort: 'price',
      order: 'asc',
      page: 3,
      limit: 50,
    });
  });

  it('drops what is malformed and leaves defaults out of the URL', () => {
    const f = parseGoodsQuery(
      new URLSearchParams(
        'category_id=abc&status=2&sort=evil&order=up&page=-1&limit=7&keyword=%20',
      ),
    );
    expect(f).toEqual({ page: 1, limit: 20, sort: 'id', order: 'desc' });
    expect(goodsQueryString(f)).toBe('');
    expect(goodsApiInput(f)).toEqual({ page: 1, limit: 20, sort: 'id', order: 'desc' });
  });
});
