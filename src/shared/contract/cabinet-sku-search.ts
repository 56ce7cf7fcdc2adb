/**
 * The cabinet-goods SKU picker's second source (issue 18 part C follow-up): SKUs of supply goods
 * the merchant has received (purchase order lines with `received > 0` of its purchase orders),
 * so it can create cabinet goods for them by hand; its own shop goods come from `goods/list`.
 */
import { z } from 'zod';
import { route } from './route';
import { limit, singleLine } from './schemas';

export interface PurchasedSku {
  sku_id: number;
  supply_goods_id: number;
  name: string;
  image: string;
  /** fen: the SKU's selling price */
  price: number;
  /** units received in all */
  received: number;
}

export const CABINET_SKU_SEARCH = {
  /** newest received first; `keyword` matches the supply goods name */
  purchasedSkus: route<{ list: PurchasedSku[] }>()(
    '/api/admin/goods/purchased_skus',
    z.object({ keyword: singleLine(64).optional(), limit: limit.default(20) }),
  ),
};
