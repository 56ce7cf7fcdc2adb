/**
 * The operator console's orders area (issue 20, part ORDERS): `/api/ops/orders…`. Reads need
 * `orders.read`, writes `orders.write` (lib/ops-route.ts checks them). The CSV export answers a
 * file, not the envelope: it is registered here with the same guard as `opsRoute` (the session
 * from `Authorization: Bearer`, then the permission, then the input) and listed in
 * OPS_ROUTE_ACCESS like every operator route.
 */
import type { FastifyInstance } from 'fastify';
import { REPLY } from '../../../shared/constants';
import { OPS_ORDERS } from '../../../shared/contract/ops-orders';
import type { AppContext } from '../../context';
import type { AuditActor } from '../../lib/audit';
import { bearerToken, operatorSessionOf } from '../../lib/ops-auth';
import { OPS_ROUTE_ACCESS, opsRefusal, opsRoute } from '../../lib/ops-route';
import { ReplyError } from '../../lib/reply';
import { parse } from '../../lib/route';
import { langOf, t } from '../../messages';
import {
  orderCancel,
  orderDetailOf,
  orderExport,
  orderRemark,
  orderSearch,
  orderSellers,
  orderShip,
} from './orders.service';

export function opsOrdersRoutes(fastify: FastifyInstance, app: AppContext): void {
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_ORDERS.list,
    permission: 'orders.read',
    handler: ({ input }) => orderSearch(app, input),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_ORDERS.sellers,
    permission: 'orders.read',
    handler: () => orderSellers(app),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_ORDERS.detail,
    permission: 'orders.read',
    handler: ({ input, lang }) => orderDetailOf(app, lang, input.id),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_ORDERS.ship,
    permission: 'orders.write',
    handler: ({ input, lang, actor }) => orderShip(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_ORDERS.cancel,
    permission: 'orders.write',
    handler: ({ input, lang, actor }) => orderCancel(app, lang, input.id, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_ORDERS.remark,
    permission: 'orders.write',
    handler: ({ input, lang, operator, actor }) =>
      orderRemark(app, lang, input, operator.id, actor),
  });

  // the CSV export: opsRoute's guard, a streamed file answer
  const { url, input: schema } = OPS_ORDERS.export;
  OPS_ROUTE_ACCESS.set(`GET ${url}`, 'orders.read');
  fastify.route({
    method: 'GET',
    url,
    config: { ops: true, opsPermission: 'orders.read' },
    handler: async (req, reply) => {
      const lang = langOf(req.headers['accept-language']);
      const operator = await operatorSessionOf(app, bearerToken(req));
      if (!operator) throw new ReplyError(REPLY.UNAUTHORIZED, t(lang, 'ops.loginRequired'));
      const refusal = opsRefusal(operator, 'orders.read', lang);
      if (refusal) throw refusal;
      const input = parse(schema, req, lang);
      const actor: AuditActor = { operatorId: operator.id, ip: req.ip, at: app.clock.now() };
      const file = await orderExport(app, lang, input, actor);
      return reply
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .header('x-export-rows', String(file.rows))
        .type('text/csv; charset=utf-8')
        .send(file.stream);
    },
  });
}
