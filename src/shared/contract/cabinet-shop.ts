/**
 * The merchant cabinet endpoints, part 4 (docs/api-guishang.md "Trade"): the goods of the
 * merchant's shop (its sellers' goods) — list, detail, add (goods + one SKU, initial stock booked
 * into the warehouse), edit, and warehouse stock in/out. Its categories are `shop/class/*`
 * (server/lib/named-class.ts).
 */
import { z } from 'zod';
import {
  cabinetImageUrl,
  idempotencyKey,
  jsonArray,
  type IdData,
  type MerchantPage,
} from './cabinet';
import type { StockMove } from './cabinet-stock';
import { route } from './route';
import { id, intIn, limit, optionalId, page, singleLine } from './schemas';

const fen = intIn(1, 100_000_000);

const goodsFields = {
  name: singleLine(64, 1),
  category_id: id,
  shop_class_id: optionalId,
  price: fen,
  market_price: intIn(0, 100_000_000).optional(),
  images: jsonArray(cabinetImageUrl, 1, 9),
  status: intIn(0, 1).optional(),
};

export const shopGoodsAddInput = z.object({ ...goodsFields, stock: intIn(0, 100_000) });
export const shopGoodsEditInput = z.object({ id, ...goodsFields });

/** A goods of the merchant's shop; money fen. */
export interface ShopGoods {
  id: number;
  name: string;
  image: string;
  price: number;
  market_price: number;
  /** 1 on sale, 0 off */
  status: number;
  shop_class_id: number | null;
  /** warehouse units of all its SKUs */
  stock: number;
  sales: number;
  /** its first SKU */
  sku_id: number | null;
  created_at: number;
}

export interface ShopGoodsSku {
  id: number;
  /** display text: the spec values joined by a space ('' for a one-SKU goods) */
  spec: string;
  price: number;
  /** warehouse units */
  stock: number;
}

export interface ShopGoodsDetail extends ShopGoods {
  images: string[];
  category_id: number;
  description: string;
  skus: ShopGoodsSku[];
}

export const CABINET_SHOP = {
  goodsList: route<MerchantPage<ShopGoods>>()(
    '/api/admin/goods/list',
    z.object({
      page,
      limit: limit.default(20),
      keyword: singleLine(64).optional(),
      status: intIn(0, 1).optional(),
      shop_class_id: optionalId,
    }),
  ),
  goodsDetail: route<ShopGoodsDetail>()('/api/admin/goods/detail', z.object({ id })),
  goodsAdd: route<IdData>()('/api/admin/goods/add', shopGoodsAddInput),
  goodsEdit: route<IdData>()('/api/admin/goods/edit', shopGoodsEditInput),
  /** a warehouse move of one SKU; the key makes a retried press book once */
  goodsStock: route<StockMove>()(
    '/api/admin/goods/stock',
    z.object({
      sku_id: id,
      type: z.enum(['in', 'out']),
      quantity: intIn(1, 100_000),
      idempotency_key: idempotencyKey,
    }),
  ),
};
