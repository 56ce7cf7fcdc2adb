/**
 * The local shop routes `/api/trashy/...` (docs/api-local-shop.md): categories, shops near a
 * point, shop, menu, items, notices, the order quote / creation, the buyer's orders, shop
 * applications, and the owner's routes (local.owner.ts). The rules are in local.service.ts,
 * the SQL in local.repository.ts and local.orders.ts.
 */
import type { FastifyInstance } from 'fastify';
import { LOCAL } from '../../../shared/contract/local-shop';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import { localOwnerRoutes } from './local.owner';
import { localCategories } from './local.repository';
import {
  buyerOrderDetail,
  buyerOrders,
  cancelBuyerOrder,
  computeQuote,
  createOrder,
  newShops,
  noticeList,
  productDetail,
  productList,
  receiveBuyerOrder,
  shopDetail,
  shopMenu,
  shopsPage,
} from './local.service';

export function localRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  const now = () => app.clock.now();

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.categories,
    auth: 'none',
    handler: async ({ lang }) => localCategories(db, lang),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.shops,
    auth: 'none',
    handler: async ({ input }) => shopsPage(app, input),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.shopsNew,
    auth: 'none',
    handler: async ({ input }) => newShops(app, input),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.shop,
    auth: 'none',
    handler: async ({ input, lang }) => shopDetail(app, input, lang),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.menu,
    auth: 'none',
    handler: async ({ input, lang }) => shopMenu(app, input.shop_id, lang),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.products,
    auth: 'none',
    handler: async ({ input }) => productList(app, input),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.product,
    auth: 'none',
    handler: async ({ input, lang }) => productDetail(app, input, lang),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.notices,
    auth: 'none',
    handler: async ({ input }) => noticeList(app, input),
  });

  // --- ordering ---

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LOCAL.confirm,
    auth: 'required',
    handler: async ({ input, user, lang }) =>
      (await computeQuote(db, user.id, input, now(), lang, app.geocoder)).quote,
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LOCAL.create,
    auth: 'required',
    handler: async ({ input, user, lang }) => createOrder(app, user.id, input, lang),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.orderList,
    auth: 'required',
    handler: async ({ input, user }) => buyerOrders(app, user.id, input),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.orderDetail,
    auth: 'required',
    handler: async ({ input, user, lang }) => buyerOrderDetail(app, user.id, input.id, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LOCAL.orderCancel,
    auth: 'required',
    handler: async ({ input, user, lang }) => cancelBuyerOrder(app, user.id, input.id, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LOCAL.orderReceive,
    auth: 'required',
    handler: async ({ input, user, lang }) => receiveBuyerOrder(app, user.id, input.id, lang),
  });

  localOwnerRoutes(fastify, app);
}
