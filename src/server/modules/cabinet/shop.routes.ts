/**
 * The merchant's shop (docs/api-guishang.md "Trade"): its own categories (`shop_classes`) and the
 * goods of its sellers (`sellers.merchant_id`) — list, detail, add (goods + one SKU, initial stock
 * booked into the warehouse, search index written), edit, and warehouse stock in/out.
 */
import type { FastifyInstance } from 'fastify';
import { CABINET_SHOP } from '../../../shared/contract/cabinet-shop';
import type { AppContext } from '../../context';
import { namedClassRoutes } from '../../lib/named-class';
import { merchantRoute } from '../../lib/route';
import {
  addShopGoods,
  editShopGoods,
  shopClasses,
  shopGoodsDetail,
  shopGoodsList,
  shopGoodsStock,
} from './shop.service';

export function shopRoutes(fastify: FastifyInstance, app: AppContext): void {
  // --- shop categories ---

  namedClassRoutes(fastify, app, shopClasses);

  // --- shop goods ---

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_SHOP.goodsList,
    auth: 'required',
    handler: ({ merchant, input }) => shopGoodsList(app, merchant.id, input),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_SHOP.goodsDetail,
    auth: 'required',
    handler: ({ merchant, input, lang }) => shopGoodsDetail(app, merchant.id, input.id, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_SHOP.goodsAdd,
    auth: 'required',
    handler: ({ merchant, input, lang }) => addShopGoods(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_SHOP.goodsEdit,
    auth: 'required',
    handler: ({ merchant, input, lang }) => editShopGoods(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_SHOP.goodsStock,
    auth: 'required',
    handler: ({ merchant, input, lang }) => shopGoodsStock(app, merchant.id, input, lang),
  });
}
