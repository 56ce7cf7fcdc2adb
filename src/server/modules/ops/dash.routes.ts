/**
 * Routes of the operator console's dashboard and the owner's reset of an operator (issue 20,
 * part `dash`; contract shared/contract/ops-dash.ts).
 */
import type { FastifyInstance } from 'fastify';
import { OPS_DASH } from '../../../shared/contract/ops-dash';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import { opsDashboard } from './dashboard.service';
import { operatorReset } from './operators.service';

export function dashRoutes(fastify: FastifyInstance, app: AppContext): void {
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_DASH.dashboard,
    permission: 'dashboard.view',
    handler: () => opsDashboard(app),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_DASH.operatorReset,
    permission: 'operators.manage',
    handler: ({ input, lang, actor }) => operatorReset(app, lang, input, actor),
  });
}
