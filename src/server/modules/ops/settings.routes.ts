/**
 * Routes of the console's business settings (issue 23, part settings; contract
 * shared/contract/ops-settings.ts): read with `settings.read`, write with `settings.write`.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_SETTINGS } from '../../../shared/contract/ops-settings';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import { opsSettings, opsSettingsUpdate } from './settings.service';

export function opsSettingsRoutes(fastify: FastifyInstance, app: AppContext): void {
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_SETTINGS.read,
    permission: 'settings.read',
    handler: () => opsSettings(app),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_SETTINGS.update,
    permission: 'settings.write',
    handler: ({ input, actor, lang }) => opsSettingsUpdate(app, input, actor, lang),
  });
}
