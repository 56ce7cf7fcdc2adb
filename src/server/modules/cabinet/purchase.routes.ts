/**
 * Buying stock for the cabinets (docs/api-guishang.md "Trade"): supplier goods, the merchant's
 * cart, confirmation, purchase orders from the cart or one goods (idempotent by client_key),
 * list/detail/cancel, and receiving into cabinet slots (one `restock` move per line, key
 * `po:<order>:<line>`, all or nothing). Unpaid orders close after 30 minutes: the sweeper, and a
 * sweep of the merchant's own orders before each read.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id, intIn, limit, optionalId, page, singleLine } from '../../../shared/contract/schemas';
import type { AppContext } from '../../context';
import { startJob } from '../../lib/jobs';
import { merchantRoute } from '../../lib/route';
import { clientKey, idList, jsonArray } from './cabinet.shared';
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

const cartQuantity = intIn(1, 999);
const remark = z.string().trim().max(200).default('');
const orderFields = {
  address_id: id,
  cabinet_id: id,
  client_key: clientKey,
  remark,
};

export function purchaseRoutes(fastify: FastifyInstance, app: AppContext): void {
  // --- supplier goods ---

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/jinhuo/goods',
    auth: 'required',
    input: z.object({
      page,
      limit: limit.default(20),
      keyword: singleLine(64).optional(),
    }),
    handler: ({ input }) => supplyList(app, input),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/jinhuo/goods/detail',
    auth: 'required',
    input: z.object({ id }),
    handler: ({ input, lang }) => supplyDetail(app, input.id, lang),
  });

  // --- cart ---

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/cart/list',
    auth: 'required',
    input: z.object({}),
    handler: ({ merchant }) => cartList(app, merchant.id),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/cart/add',
    auth: 'required',
    input: z.object({ supply_goods_id: id, quantity: cartQuantity }),
    handler: ({ merchant, input, lang }) => cartAdd(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/cart/set',
    auth: 'required',
    input: z.object({ id, quantity: cartQuantity.optional(), is_check: intIn(0, 1).optional() }),
    handler: ({ merchant, input, lang }) => cartSet(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/cart/del',
    auth: 'required',
    input: z.object({ ids: idList }),
    handler: ({ merchant, input, lang }) => cartDelete(app, merchant.id, input.ids, lang),
  });

  // --- confirmation and orders ---

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/jinhuo/confirm',
    auth: 'required',
    input: z
      .object({
        cart_ids: idList.optional(),
        supply_goods_id: optionalId,
        quantity: cartQuantity.optional(),
        address_id: optionalId,
      })
      .superRefine((v, ctx) => {
        if (v.cart_ids) return;
        if (!v.supply_goods_id) {
          ctx.addIssue({ code: 'custom', path: ['cart_ids'], message: 'required' });
        } else if (v.quantity === undefined) {
          ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'required' });
        }
      }),
    handler: ({ merchant, input, lang }) => confirmPurchase(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/jinhuo/createCarOrder',
    auth: 'required',
    input: z.object({ cart_ids: idList, ...orderFields }),
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
    url: '/api/admin/jinhuo/createOrder',
    auth: 'required',
    input: z.object({ supply_goods_id: id, quantity: cartQuantity, ...orderFields }),
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
    url: '/api/admin/jinhuo/order/list',
    auth: 'required',
    input: z.object({ page, limit: limit.default(20), status: intIn(0, 3).optional() }),
    handler: ({ merchant, input }) => purchaseList(app, merchant.id, input),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/jinhuo/order/detail',
    auth: 'required',
    input: z.object({ order_id: id }),
    handler: ({ merchant, input, lang }) => purchaseDetail(app, merchant.id, input.order_id, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/jinhuo/order/cancel',
    auth: 'required',
    input: z.object({ order_id: id }),
    handler: ({ merchant, input, lang }) => cancelPurchase(app, merchant.id, input.order_id, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/jinhuo/order/receive',
    auth: 'required',
    input: z.object({
      order_id: id,
      lines: jsonArray(z.object({ line_id: id, location_id: id }), 0, 50).optional(),
    }),
    handler: ({ merchant, input, lang }) => receivePurchase(app, merchant.id, input, lang),
  });
}

/** Closes overdue purchase orders every 30 s (once per tick across processes; lib/jobs.ts). */
export function startPurchaseSweeper(fastify: FastifyInstance, app: AppContext): void {
  startJob(fastify, app, 'purchase-overdue', PURCHASE_SWEEP_INTERVAL_MS, () =>
    sweepPurchaseOrders(app),
  );
}
