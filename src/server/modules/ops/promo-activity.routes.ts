/**
 * The console's promotions routes (issue 23, part promotions, shared/contract/ops-promo.ts):
 * reads need `promo.read`, writes `promo.write`.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_PROMO } from '../../../shared/contract/ops-promo';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import {
  promoCreate,
  promoDetail,
  promoList,
  promoSetState,
  promoSkus,
  promoUpdate,
} from './promo-activity.service';

export function opsPromoRoutes(fastify: FastifyInstance, app: AppContext): void {
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_PROMO.list,
    permission: 'promo.read',
    handler: ({ input }) => promoList(app, input),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_PROMO.detail,
    permission: 'promo.read',
    handler: ({ input, lang }) => promoDetail(app, input.id, lang),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_PROMO.skus,
    permission: 'promo.read',
    handler: ({ input }) => promoSkus(app, input),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_PROMO.create,
    permission: 'promo.write',
    handler: ({ input, lang, actor }) => promoCreate(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_PROMO.update,
    permission: 'promo.write',
    handler: ({ input, lang, actor }) => promoUpdate(app, lang, input, actor),
  });

  for (const action of ['pause', 'resume', 'end'] as const) {
    opsRoute(fastify, app, {
      method: 'POST',
      route: OPS_PROMO[action],
      permission: 'promo.write',
      handler: ({ input, lang, actor }) => promoSetState(app, lang, input.id, action, actor),
    });
  }
}
