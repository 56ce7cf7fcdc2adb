// Issue 25 (nav-exp): the goods reference fields `activity_info.id` and `activityOrderType`
// (spec section 3) in the one routing rule.
import { describe, expect, it } from 'vitest';
import { activityDetailRoute } from './activity-route';

describe('activity_info.id', () => {
  it('is the activity goods id when activity_goods_id is absent', () => {
    expect(activityDetailRoute({ goods_id: 5, activity_info: { id: 41, type: 1 } })).toBe(
      'pages/subpack/flashSale/killdetail?goods_id=5&activity_goods_id=41&type=1',
    );
    expect(activityDetailRoute({ activity_info: { id: '41', type: 3 } })).toBe(
      'pages/subpack/goods/integral_detail?activity_goods_id=41&type=3',
    );
  });

  it('gives way to the goods own activity_goods_id', () => {
    expect(activityDetailRoute({ activity_goods_id: 7, activity_info: { id: 41, type: 1 } })).toBe(
      'pages/subpack/flashSale/killdetail?activity_goods_id=7&type=1',
    );
  });

  it('is not written when absent or empty', () => {
    expect(activityDetailRoute({ goods_id: 5, activity_info: { type: 1 } })).toBe(
      'pages/subpack/flashSale/killdetail?goods_id=5&type=1',
    );
    expect(activityDetailRoute({ goods_id: 5, activity_info: { id: '', type: 1 } })).toBe(
      'pages/subpack/flashSale/killdetail?goods_id=5&type=1',
    );
  });
});

describe('activityOrderType', () => {
  it('opens the detail of the activity the order was placed under', () => {
    expect(
      activityDetailRoute({
        goods_id: 5,
        sku_id: 6,
        activityOrderType: 1,
        activity_info: { id: 41, activity_id: 9 },
      }),
    ).toBe(
      'pages/subpack/flashSale/killdetail?goods_id=5&sku_id=6&activity_id=9&activity_goods_id=41&type=1',
    );
    expect(activityDetailRoute({ goods_id: 5, activityOrderType: '3', activity_goods_id: 8 })).toBe(
      'pages/subpack/goods/integral_detail?goods_id=5&activity_goods_id=8&type=3',
    );
    expect(activityDetailRoute({ activityOrderType: 11, activity_info: { id: 2 } })).toBe(
      'pages/subpack1/newbie/newperson_detail?activity_goods_id=2&type=11',
    );
  });

  it('comes before activity_info.type and the goods own type', () => {
    // the goods is in a flash sale now, but the order was a points exchange
    expect(
      activityDetailRoute({
        goods_id: 5,
        type: 2,
        activityOrderType: 3,
        activity_info: { id: 41, type: 1 },
      }),
    ).toBe('pages/subpack/goods/integral_detail?goods_id=5&activity_goods_id=41&type=3');
  });

  it('decides the brand variant of ten-yuan-three-items with the brand_id', () => {
    expect(
      activityDetailRoute({ activityOrderType: 17, activity_info: { id: 4, brand_id: 2 } }),
    ).toBe('pages/subpack/sysj/brand?activity_goods_id=4&brand_id=2&type=17');
  });

  it('of a plain order (0 or absent) leaves the choice to the other fields', () => {
    expect(activityDetailRoute({ goods_id: 5, sku_id: 6, activityOrderType: 0 })).toBe(
      'pages/subpack/goods/detail?goods_id=5&sku_id=6',
    );
    expect(
      activityDetailRoute({
        goods_id: 5,
        activityOrderType: '0',
        activity_info: { id: 4, type: 1 },
      }),
    ).toBe('pages/subpack/flashSale/killdetail?goods_id=5&activity_goods_id=4&type=1');
    expect(activityDetailRoute({ goods_id: 5, activityOrderType: '', type: 2 })).toBe(
      'pages/subpack/goods/list_detail?goods_id=5&type=2',
    );
  });

  it('is ignored without the activity goods (the activity detail could not load it)', () => {
    expect(activityDetailRoute({ goods_id: 5, sku_id: 6, activityOrderType: 1 })).toBe(
      'pages/subpack/goods/detail?goods_id=5&sku_id=6',
    );
    expect(
      activityDetailRoute({ goods_id: 5, activityOrderType: 1, activity_info: { type: 2 } }),
    ).toBe('pages/subpack/goods/list_detail?goods_id=5&type=2');
  });

  it('is ignored when it is not a number', () => {
    expect(activityDetailRoute({ goods_id: 5, activityOrderType: 'x', activity_goods_id: 8 })).toBe(
      'pages/subpack/goods/detail?goods_id=5&activity_goods_id=8',
    );
  });
});
