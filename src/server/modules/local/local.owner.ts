/**
 * Opening a shop and running it (docs/api-local-shop.md "Opening a shop"): the application
 * routes, the map settings and the known places the location picker searches, and the owner
 * routes `/api/trashy/owner/...` — only for the owner of that shop (403 for anyone else). The
 * rules are in local-owner.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { LOCAL } from '../../../shared/contract/local-shop';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import {
  acceptOrder,
  addNotice,
  applyForShop,
  completeOrder,
  dispatchOrder,
  moveItemStock,
  myApplication,
  ownerOrderDetail,
  ownerOrders,
  ownerShopList,
  searchPlaces,
  setItemOnMenu,
} from './local-owner.service';

export function localOwnerRoutes(fastify: FastifyInstance, app: AppContext): void {
  consumerRoute(fastify, app, {
    method: 'POST',
    route: LOCAL.apply,
    auth: 'required',
    handler: async ({ input, user, lang }) => applyForShop(app, user.id, input, lang),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.mine,
    auth: 'required',
    handler: async ({ user, lang }) => myApplication(app, user.id, lang),
  });

  // --- map settings and known places (choose-location / open-location) ---

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.map,
    auth: 'none',
    handler: () =>
      Promise.resolve({ tile_url: app.config.local.tileUrl, nav_url: app.config.local.navUrl }),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.places,
    auth: 'none',
    handler: async ({ input }) => searchPlaces(app, input),
  });

  // --- owner routes ---

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.ownerShops,
    auth: 'required',
    handler: async ({ user }) => ownerShopList(app, user.id),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.ownerOrders,
    auth: 'required',
    handler: async ({ input, user, lang }) => ownerOrders(app, user.id, input, lang),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: LOCAL.ownerOrderDetail,
    auth: 'required',
    handler: async ({ input, user, lang }) => ownerOrderDetail(app, user.id, input.id, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LOCAL.ownerOrderAccept,
    auth: 'required',
    handler: async ({ input, user, lang }) => acceptOrder(app, user.id, input.id, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LOCAL.ownerOrderDispatch,
    auth: 'required',
    handler: async ({ input, user, lang }) => dispatchOrder(app, user.id, input.id, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LOCAL.ownerOrderComplete,
    auth: 'required',
    handler: async ({ input, user, lang }) => completeOrder(app, user.id, input.id, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LOCAL.noticeAdd,
    auth: 'required',
    handler: async ({ input, user, lang }) => addNotice(app, user.id, input, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LOCAL.itemStock,
    auth: 'required',
    handler: async ({ input, user, lang }) => moveItemStock(app, user.id, input, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LOCAL.itemStatus,
    auth: 'required',
    handler: async ({ input, user, lang }) => setItemOnMenu(app, user.id, input, lang),
  });
}
