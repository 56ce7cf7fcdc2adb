/**
 * Stock on a cabinet slot (docs/api-guishang.md): a terminal's stock in/out, a batch replay for
 * offline terminals, the stock log (with a catch-up mode for kiosks).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { merchantRoute } from '../../lib/route';
import { stockBatchInput, stockInInput, stockLogInput, stockOutInput } from './cabinet.schemas';
import { stockLogPage, terminalBatch, terminalMoveView } from './terminal-stock.service';

export function stockRoutes(fastify: FastifyInstance, app: AppContext): void {
  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/stock/in',
    auth: 'required',
    input: stockInInput,
    handler: ({ merchant, input, lang }) =>
      terminalMoveView(app, merchant.id, { ...input, type: 'in' }, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/stock/out',
    auth: 'required',
    input: stockOutInput,
    handler: ({ merchant, input, lang }) =>
      terminalMoveView(app, merchant.id, { ...input, type: 'out' }, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/stock/batch',
    auth: 'required',
    input: stockBatchInput,
    handler: ({ merchant, input, lang }) => terminalBatch(app, merchant.id, input.moves, lang),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/stock/log',
    auth: 'required',
    input: stockLogInput,
    handler: ({ merchant, input }) => stockLogPage(app, merchant.id, input),
  });
}
