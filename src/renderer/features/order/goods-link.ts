import type { OrderLineActivity } from '../../../shared/contract';
import { activityDetailRoute } from '../../../shared/rules/activity-route';

/** The goods of an order line or a line to review: goods, SKU and the order's activity. */
export interface OrderGoodsRef extends OrderLineActivity {
  goods_id: number;
  sku_id?: number;
}

/**
 * The detail an order's goods reopen (issue 19: order lines are no dead ends). Issue 25
 * (nav-exp): an activity order's goods (`activityOrderType`, `activity_info.id`) open that
 * activity's detail of the activity goods, a plain order's the goods detail — the one rule
 * `activityDetailRoute` decides.
 */
export function orderGoodsLink(g: OrderGoodsRef): string {
  return (
    '/' +
    activityDetailRoute({
      goods_id: g.goods_id,
      sku_id: g.sku_id && g.sku_id > 0 ? g.sku_id : undefined,
      activityOrderType: g.activityOrderType,
      activity_info: g.activity_info,
    })
  );
}

/** The goods detail of a goods (a review without its order's activity). */
export function goodsDetailLink(goodsId: number, skuId?: number): string {
  return orderGoodsLink({ goods_id: goodsId, sku_id: skuId });
}
