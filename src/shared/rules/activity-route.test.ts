import { describe, it, expect } from 'vitest';
import { activityDetailRoute, type GoodsRef } from './activity-route';

const pathOf = (g: GoodsRef): string => activityDetailRoute(g).split('?')[0] ?? '';

describe('activityDetailRoute paths', () => {
  it.each([
    [11, 'pages/subpack1/newbie/newperson_detail'],
    [12, 'pages/subpack1/newbie/limitedtime_detail'],
    [3, 'pages/subpack/goods/integral_detail'],
    [16, 'pages/subpack/goods/shopping_detail'],
    [2, 'pages/subpack/goods/list_detail'],
    [1, 'pages/subpack/flashSale/killdetail'],
    [4, 'pages/subpack/flashSale/killdetail'],
    [51, 'pages/subpack/nine/live'],
    [17, 'pages/subpack/sysj/detail'],
    [18, 'pages/subpack/goods/discounts_detail'],
    [19, 'pages/subpack/goods/discounts_detail'],
    [50, 'pages/subpack/nine/index'],
    [52, 'pages/subpack/goods/userCoupon_detail'],
    [53, 'pages/subpack/goods/userCoupon_detail'],
    [55, 'pages/subpack/goods/liveRecommendDetail'],
    [0, 'pages/subpack/goods/detail'],
    [99, 'pages/subpack/goods/detail'],
  ])('type %s -> %s', (type, path) => {
    expect(pathOf({ type })).toBe(path);
    expect(pathOf({ type: String(type) })).toBe(path);
  });

  it('uses the brand page for type 17 with a non-zero brand_id', () => {
    expect(pathOf({ type: 17, brand_id: 5 })).toBe('pages/subpack/sysj/brand');
    expect(pathOf({ type: 17, brand_id: '5' })).toBe('pages/subpack/sysj/brand');
    expect(pathOf({ type: 17, brand_id: 0 })).toBe('pages/subpack/sysj/detail');
    expect(pathOf({ type: 17, brand_id: '0' })).toBe('pages/subpack/sysj/detail');
    expect(pathOf({ type: 17, brand_id: '' })).toBe('pages/subpack/sysj/detail');
  });

  it('reads type and brand_id from activity_info first', () => {
    expect(pathOf({ type: 2, activity_info: { type: 11 } })).toBe(
      'pages/subpack1/newbie/newperson_detail',
    );
    expect(pathOf({ type: 17, brand_id: 0, activity_info: { brand_id: 8 } })).toBe(
      'pages/subpack/sysj/brand',
    );
    expect(pathOf({ type: 17, brand_id: 8, activity_info: { type: 17, brand_id: 0 } })).toBe(
      'pages/subpack/sysj/detail',
    );
  });

  it('falls back to the goods fields when activity_info lacks them', () => {
    expect(pathOf({ type: 12, activity_info: {} })).toBe(
      'pages/subpack1/newbie/limitedtime_detail',
    );
    expect(pathOf({ type: 17, brand_id: 3, activity_info: { type: 17 } })).toBe(
      'pages/subpack/sysj/brand',
    );
  });

  it('uses the special detail only for type 200 with subregion 0 or 1', () => {
    expect(activityDetailRoute({ type: 200, goods_subregion: 0 })).toBe(
      'pages/subpack/goods/qdd_datail?type=200',
    );
    expect(pathOf({ type: 200, goods_subregion: '1' })).toBe('pages/subpack/goods/qdd_datail');
    expect(activityDetailRoute({ type: 200, goods_subregion: 2 })).toBe(
      'pages/subpack/goods/detail?type=200&is_dl=2',
    );
    expect(activityDetailRoute({ type: 200 })).toBe('pages/subpack/goods/detail?type=200');
  });
});

describe('activityDetailRoute query', () => {
  it('has no query string when nothing is present', () => {
    expect(activityDetailRoute({})).toBe('pages/subpack/goods/detail');
  });

  it('writes the parameters in the fixed order', () => {
    const goods: GoodsRef = {
      type: 2,
      brand_id: 7,
      seller_id: 6,
      theme_id: 5,
      activity_goods_id: 4,
      activity_id: 3,
      sku_id: 2,
      goods_id: 1,
      id: 9,
    };
    expect(activityDetailRoute(goods)).toBe(
      'pages/subpack/goods/list_detail' +
        '?id=9&goods_id=1&sku_id=2&activity_id=3&activity_goods_id=4&theme_id=5&seller_id=6' +
        '&brand_id=7&type=2',
    );
  });

  it('skips undefined, null and empty values but keeps 0', () => {
    const goods = { id: '', goods_id: null, sku_id: undefined, theme_id: 0, type: 3 };
    expect(activityDetailRoute(goods as unknown as GoodsRef)).toBe(
      'pages/subpack/goods/integral_detail?theme_id=0&type=3',
    );
  });

  it('takes sku_id from activity_info, then sku_list[0]', () => {
    expect(
      activityDetailRoute({ type: 2, activity_info: { sku_id: 11 }, sku_list: [{ id: 22 }] }),
    ).toBe('pages/subpack/goods/list_detail?sku_id=11&type=2');
    expect(activityDetailRoute({ type: 2, sku_list: [{ id: 22 }, { id: 33 }] })).toBe(
      'pages/subpack/goods/list_detail?sku_id=22&type=2',
    );
    expect(activityDetailRoute({ type: 2, sku_id: 1, activity_info: { sku_id: 11 } })).toBe(
      'pages/subpack/goods/list_detail?sku_id=1&type=2',
    );
    expect(activityDetailRoute({ type: 2, sku_list: [] })).toBe(
      'pages/subpack/goods/list_detail?type=2',
    );
  });

  it('takes activity_id from activity_info when missing', () => {
    expect(activityDetailRoute({ type: 1, activity_info: { activity_id: 40 } })).toBe(
      'pages/subpack/flashSale/killdetail?activity_id=40&type=1',
    );
    expect(
      activityDetailRoute({ type: 1, activity_id: 4, activity_info: { activity_id: 40 } }),
    ).toBe('pages/subpack/flashSale/killdetail?activity_id=4&type=1');
  });

  it('writes the resolved type and brand_id', () => {
    expect(
      activityDetailRoute({ type: 2, brand_id: 0, activity_info: { type: 17, brand_id: 8 } }),
    ).toBe('pages/subpack/sysj/brand?brand_id=8&type=17');
  });

  it('adds is_dl for the normal detail only', () => {
    expect(activityDetailRoute({ id: 1, goods_subregion: 0 })).toBe(
      'pages/subpack/goods/detail?id=1&is_dl=1',
    );
    expect(activityDetailRoute({ id: 1, goods_subregion: '1' })).toBe(
      'pages/subpack/goods/detail?id=1&is_dl=1',
    );
    expect(activityDetailRoute({ id: 1, goods_subregion: 2 })).toBe(
      'pages/subpack/goods/detail?id=1&is_dl=2',
    );
    expect(activityDetailRoute({ id: 1, goods_subregion: 3 })).toBe(
      'pages/subpack/goods/detail?id=1',
    );
    expect(activityDetailRoute({ id: 1, goods_subregion: 2, type: 11 })).toBe(
      'pages/subpack1/newbie/newperson_detail?id=1&type=11',
    );
  });

  it('URL-encodes values', () => {
    expect(activityDetailRoute({ id: 'a b&c=d/é', type: 2 })).toBe(
      'pages/subpack/goods/list_detail?id=a%20b%26c%3Dd%2F%C3%A9&type=2',
    );
  });
});
