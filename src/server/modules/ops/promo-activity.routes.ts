/**
 * The console's promotions routes (issue 23, part promotions, shared/contract/ops-promo.ts):
 * reads need `promo.read`, writes `promo.write`.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_PROMO } from '../../../shared/contract/ops-promo';
import type { AppContext } from '../../context';
import { notifyingOps } from '../../lib/ops-events';
import { opsRoute } from '../../lib/ops-route';
import { searchBrands } from '../brand/brand.repository';
import { categoryTree } from './promo-activity.repository';
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
    handler: notifyingOps(app, 'promo', ({ input, lang, actor }) =>
      promoCreate(app, lang, input, actor),
    ),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_PROMO.update,
    permission: 'promo.write',
    handler: notifyingOps(app, 'promo', ({ input, lang, actor }) =>
      promoUpdate(app, lang, input, actor),
    ),
  });

  for (const action of ['pause', 'resume', 'end'] as const) {
    opsRoute(fastify, app, {
      method: 'POST',
      route: OPS_PROMO[action],
      permission: 'promo.write',
      handler: notifyingOps(app, 'promo', ({ input, lang, actor }) =>
        promoSetState(app, lang, input.id, action, actor),
      ),
    });
  }

  // the form's choices: brands by name (brand day), the category tree (a coupon's scope)
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_PROMO.brands,
    permission: 'promo.read',
    handler: ({ input }) =>
      searchBrands(app.database.db, {
        page: input.page,
        limit: input.limit,
        keyword: input.keyword,
        firstId: input.id,
      }),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_PROMO.categories,
    permission: 'promo.read',
    handler: async () => ({ list: await categoryTree(app.database.db) }),
  });
}
