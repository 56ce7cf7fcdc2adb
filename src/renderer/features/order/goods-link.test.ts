import { describe, expect, it } from 'vitest';
import { goodsDetailLink, orderGoodsLink } from './goods-link';

describe('orderGoodsLink', () => {
  it('opens the goods detail of a plain order line', () => {
    expect(orderGoodsLink({ goods_id: 3, sku_id: 4 })).toBe(
      '/pages/subpack/goods/detail?goods_id=3&sku_id=4',
    );
    expect(orderGoodsLink({ goods_id: 3, sku_id: 0 })).toBe(
      '/pages/subpack/goods/detail?goods_id=3',
    );
    expect(goodsDetailLink(3)).toBe('/pages/subpack/goods/detail?goods_id=3');
  });

  it('opens the activity detail of an activity order line', () => {
    expect(
      orderGoodsLink({
        goods_id: 3,
        sku_id: 4,
        activityOrderType: 1,
        activity_info: { type: 1, sku_id: 4, activity_id: 9, id: 41 },
      }),
    ).toBe(
      '/pages/subpack/flashSale/killdetail?goods_id=3&sku_id=4&activity_id=9&activity_goods_id=41&type=1',
    );
    expect(
      orderGoodsLink({
        goods_id: 3,
        activityOrderType: 3,
        activity_info: { type: 3, sku_id: 4, id: 8 },
      }),
    ).toBe('/pages/subpack/goods/integral_detail?goods_id=3&sku_id=4&activity_goods_id=8&type=3');
  });
});
