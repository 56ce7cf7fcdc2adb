/**
 * Stock on a cabinet slot (docs/api-guishang.md): a terminal's stock in/out, a batch replay for
 * offline terminals, the stock log (with a catch-up mode for kiosks).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { merchantRoute } from '../../lib/route';
import { CABINET_STOCK } from '../../../shared/contract/cabinet-stock';
import { stockLogPage, terminalBatch, terminalMoveView } from './terminal-stock.service';

export function stockRoutes(fastify: FastifyInstance, app: AppContext): void {
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_STOCK.in,
    auth: 'required',
    handler: ({ merchant, input, lang }) =>
      terminalMoveView(app, merchant.id, { ...input, type: 'in' }, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_STOCK.out,
    auth: 'required',
    handler: ({ merchant, input, lang }) =>
      terminalMoveView(app, merchant.id, { ...input, type: 'out' }, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_STOCK.batch,
    auth: 'required',
    handler: ({ merchant, input, lang }) => terminalBatch(app, merchant.id, input.moves, lang),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_STOCK.log,
    auth: 'required',
    handler: ({ merchant, input }) => stockLogPage(app, merchant.id, input),
  });
}
