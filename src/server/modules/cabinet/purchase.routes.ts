/**
 * Buying stock for the cabinets (docs/api-guishang.md "Trade"): supplier goods, the merchant's
 * cart, confirmation, purchase orders from the cart or one goods (idempotent by client_key),
 * list/detail/cancel, and receiving into cabinet slots (one `restock` move per line, key
 * `po:<order>:<line>`, all or nothing). Unpaid orders close after 30 minutes: the sweeper, and a
 * sweep of the merchant's own orders before each read.
 */
import type { FastifyInstance } from 'fastify';
import { CABINET_PURCHASE } from '../../../shared/contract/cabinet-purchase';
import type { AppContext } from '../../context';
import { startJob } from '../../lib/jobs';
import { merchantRoute } from '../../lib/route';
import {
  cancelPurchase,
  cartAdd,
  cartDelete,
  cartList,
  cartSet,
  confirmPurchase,
  createPurchase,
  ownCartItems,
  purchaseDetail,
  purchaseList,
  receivePurchase,
  supplyDetail,
  supplyList,
} from './purchase-order.service';
import { PURCHASE_SWEEP_INTERVAL_MS, sweepPurchaseOrders } from './purchase.service';

export function purchaseRoutes(fastify: FastifyInstance, app: AppContext): void {
  // --- supplier goods ---

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_PURCHASE.supplyList,
    auth: 'required',
    handler: ({ input }) => supplyList(app, input),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_PURCHASE.supplyDetail,
    auth: 'required',
    handler: ({ input, lang }) => supplyDetail(app, input.id, lang),
  });

  // --- cart ---

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_PURCHASE.cartList,
    auth: 'required',
    handler: ({ merchant }) => cartList(app, merchant.id),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_PURCHASE.cartAdd,
    auth: 'required',
    handler: ({ merchant, input, lang }) => cartAdd(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_PURCHASE.cartSet,
    auth: 'required',
    handler: ({ merchant, input, lang }) => cartSet(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_PURCHASE.cartDel,
    auth: 'required',
    handler: ({ merchant, input, lang }) => cartDelete(app, merchant.id, input.ids, lang),
  });

  // --- confirmation and orders ---

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_PURCHASE.confirm,
    auth: 'required',
    handler: ({ merchant, input, lang }) => confirmPurchase(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_PURCHASE.createCarOrder,
    auth: 'required',
    handler: ({ merchant, input, lang }) =>
      createPurchase(
        app,
        merchant.id,
        input,
        () => ownCartItems(app, merchant.id, input.cart_ids, lang),
        lang,
      ),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_PURCHASE.createOrder,
    auth: 'required',
    handler: ({ merchant, input, lang }) =>
      createPurchase(
        app,
        merchant.id,
        input,
        () =>
          Promise.resolve([{ supply_goods_id: input.supply_goods_id, quantity: input.quantity }]),
        lang,
      ),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_PURCHASE.orderList,
    auth: 'required',
    handler: ({ merchant, input }) => purchaseList(app, merchant.id, input),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_PURCHASE.orderDetail,
    auth: 'required',
    handler: ({ merchant, input, lang }) => purchaseDetail(app, merchant.id, input.order_id, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_PURCHASE.orderCancel,
    auth: 'required',
    handler: ({ merchant, input, lang }) => cancelPurchase(app, merchant.id, input.order_id, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_PURCHASE.orderReceive,
    auth: 'required',
    handler: ({ merchant, input, lang }) => receivePurchase(app, merchant.id, input, lang),
  });
}

/** Closes overdue purchase orders every 30 s (once per tick across processes; lib/jobs.ts). */
export function startPurchaseSweeper(fastify: FastifyInstance, app: AppContext): void {
  startJob(fastify, app, 'purchase-overdue', PURCHASE_SWEEP_INTERVAL_MS, () =>
    sweepPurchaseOrders(app),
  );
}
