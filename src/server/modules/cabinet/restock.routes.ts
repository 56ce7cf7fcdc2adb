/** Courier restock (docs/api-guishang.md): records, their finish, and the abnormal log. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { merchantRoute } from '../../lib/route';
import {
  abnormalListInput,
  restockCreateInput,
  restockFinishInput,
  restockListInput,
} from './cabinet.schemas';
import { abnormalList, createRestock, finishRestock, restockList } from './restock.service';

export function restockRoutes(fastify: FastifyInstance, app: AppContext): void {
  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/bh/create',
    auth: 'required',
    input: restockCreateInput,
    handler: ({ merchant, input, lang }) => createRestock(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/bh/finish',
    auth: 'required',
    input: restockFinishInput,
    handler: ({ merchant, input, lang }) => finishRestock(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/bh/list',
    auth: 'required',
    input: restockListInput,
    handler: ({ merchant, input }) => restockList(app, merchant.id, input),
  });

  for (const url of ['/api/admin/log/abnormal', '/api/admin/log/log2']) {
    merchantRoute(fastify, app, {
      method: 'GET',
      url,
      auth: 'required',
      input: abnormalListInput,
      handler: ({ merchant, input }) => abnormalList(app, merchant.id, input),
    });
  }
}
