/**
 * Cabinet sales (docs/api-guishang.md, "Cabinet orders"): create (takes the goods out of their
 * slots), list, detail, collect (the sandbox cashier URL the buyer's phone scans), cancel (puts
 * the goods back). Unpaid sales are cancelled at their deadline by the sweeper and on reads.
 * Merchant routes: another merchant's cabinet, goods or order answers 422 "not found".
 */
import type { FastifyInstance } from 'fastify';
import { CABINET_TRADE } from '../../../shared/contract/cabinet-trade';
import type { AppContext } from '../../context';
import { merchantRoute } from '../../lib/route';
import {
  cabinetOrderDetail,
  cabinetOrderList,
  cancelCabinetOrder,
  collectCabinetOrder,
  createCabinetOrder,
  startCabinetOrderSweeper,
} from './cabinet-order.service';

export function cabinetOrderRoutes(fastify: FastifyInstance, app: AppContext): void {
  // unpaid cabinet sales close after their deadline (once per tick across processes)
  startCabinetOrderSweeper(fastify, app);

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_TRADE.orderCreate,
    auth: 'required',
    handler: ({ merchant, input, lang }) => createCabinetOrder(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_TRADE.orderList,
    auth: 'required',
    handler: ({ merchant, input }) => cabinetOrderList(app, merchant.id, input),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_TRADE.orderDetail,
    auth: 'required',
    handler: ({ merchant, input, lang }) =>
      cabinetOrderDetail(app, merchant.id, input.order_id, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_TRADE.orderCollect,
    auth: 'required',
    // One `payments` row (kind cabinet) per order, reused while it is pending.
    handler: ({ merchant, input, lang }) =>
      collectCabinetOrder(app, merchant.id, input.order_id, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_TRADE.orderCancel,
    auth: 'required',
    handler: ({ merchant, input, lang }) =>
      cancelCabinetOrder(app, merchant.id, input.order_id, lang),
  });
}
