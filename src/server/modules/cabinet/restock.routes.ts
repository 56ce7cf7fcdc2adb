/**
 * Courier restock (docs/api-guishang.md): records (work orders), their finish, and the abnormal
 * log. A courier's session may finish its own work orders only (issue 18).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { merchantRoute } from '../../lib/route';
import { CABINET_STOCK } from '../../../shared/contract/cabinet-stock';
import { abnormalList, createRestock, finishRestock, restockList } from './restock.service';

export function restockRoutes(fastify: FastifyInstance, app: AppContext): void {
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_STOCK.restockCreate,
    auth: 'required',
    handler: ({ merchant, input, lang }) => createRestock(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_STOCK.restockFinish,
    auth: 'courier',
    handler: ({ merchant, input, lang }) => finishRestock(app, merchant, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_STOCK.restockList,
    auth: 'required',
    handler: ({ merchant, input }) => restockList(app, merchant.id, input),
  });

  for (const route of [CABINET_STOCK.abnormal, CABINET_STOCK.abnormalLog2]) {
    merchantRoute(fastify, app, {
      method: 'GET',
      route,
      auth: 'required',
      handler: ({ merchant, input }) => abnormalList(app, merchant.id, input),
    });
  }
}
