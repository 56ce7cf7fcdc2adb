/**
 * Consumer orders of the merchant's sellers as the merchant sees them (docs/api-guishang.md
 * "Trade", screen order/order): list with lines and the latest after-sale, detail with address,
 * timeline and express (the order module's own detail), and the after-sales of those orders.
 * Shipping and after-sale decisions are the order module's `/api/admin/order/ship` and
 * `/api/admin/after_sale/decide`.
 */
import type { FastifyInstance } from 'fastify';
import { CABINET_TRADE } from '../../../shared/contract/cabinet-trade';
import type { AppContext } from '../../context';
import { merchantRoute } from '../../lib/route';
import {
  merchantAfterSales,
  merchantOrderDetail,
  merchantOrderList,
} from './merchant-order.repository';

export function merchantOrderRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_TRADE.merchantOrderList,
    auth: 'required',
    handler: ({ merchant, input }) => merchantOrderList(db, merchant.id, input),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_TRADE.merchantOrderDetail,
    auth: 'required',
    handler: ({ merchant, input, lang }) =>
      merchantOrderDetail(db, merchant.id, input.order_id, lang),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_TRADE.afterSaleList,
    auth: 'required',
    handler: ({ merchant, input }) => merchantAfterSales(db, merchant.id, input),
  });
}
