/**
 * Issue 25 (nav-exp): the goods reference fields of an order's goods that name the activity the
 * order was placed under (spec section 3: `activityOrderType`, `activity_info`), so the client's
 * `activityDetailRoute` reopens that activity's detail rather than the plain goods detail.
 * A plain order (activity type 0) adds nothing.
 */
import type { OrderLineActivity } from '../../../shared/contract';

export interface OrderActivityRow {
  /** orders.activity_type */
  activity_type: number;
  /** orders.activity_goods_id (0: none) */
  activity_goods_id: number;
  /** activity_goods.activity_id, null when that row is gone */
  activity_id: number | null;
  /** the line's SKU */
  sku_id: number;
}

export function orderLineActivity(r: OrderActivityRow): OrderLineActivity {
  const type = Number(r.activity_type);
  if (!Number.isSafeInteger(type) || type <= 0) return {};
  const agId = Number(r.activity_goods_id);
  return {
    activityOrderType: type,
    activity_info: {
      type,
      sku_id: r.sku_id,
      ...(r.activity_id != null ? { activity_id: Number(r.activity_id) } : {}),
      ...(agId > 0 ? { id: agId } : {}),
    },
  };
}
