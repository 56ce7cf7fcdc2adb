/**
 * Routes of the console's statistics (issue 23, part stats; contract
 * shared/contract/ops-stats.ts): one read with `stats.view`.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_STATS } from '../../../shared/contract/ops-stats';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import { opsStats } from './stats.service';

export function opsStatsRoutes(fastify: FastifyInstance, app: AppContext): void {
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_STATS.read,
    permission: 'stats.view',
    handler: ({ input }) => opsStats(app, input),
  });
}
