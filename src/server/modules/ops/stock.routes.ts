/**
 * The console's categories, brands, sellers and warehouse stock routes (issue 20, part stock;
 * contract shared/contract/ops-stock.ts). Reads need `catalogue.read`, writes `catalogue.write`.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_STOCK } from '../../../shared/contract/ops-stock';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import {
  brandCreate,
  brandList,
  brandUpdate,
  categoryCreate,
  categoryDelete,
  categoryList,
  categoryMove,
  categoryUpdate,
  sellerCreate,
  sellerList,
  sellerUpdate,
  stockLedger,
  stockLocations,
  stockMove,
  stockSkus,
} from './stock.service';

export function opsStockRoutes(fastify: FastifyInstance, app: AppContext): void {
  const R = OPS_STOCK;
  opsRoute(fastify, app, {
    method: 'GET',
    route: R.categories,
    permission: 'catalogue.read',
    handler: () => categoryList(app),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.categoryCreate,
    permission: 'catalogue.write',
    handler: ({ input, lang, actor }) => categoryCreate(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.categoryUpdate,
    permission: 'catalogue.write',
    handler: ({ input, lang, actor }) => categoryUpdate(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.categoryMove,
    permission: 'catalogue.write',
    handler: ({ input, lang, actor }) => categoryMove(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.categoryDelete,
    permission: 'catalogue.write',
    handler: ({ input, lang, actor }) => categoryDelete(app, lang, input.id, actor),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: R.brands,
    permission: 'catalogue.read',
    handler: ({ input }) => brandList(app, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.brandCreate,
    permission: 'catalogue.write',
    handler: ({ input, actor }) => brandCreate(app, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.brandUpdate,
    permission: 'catalogue.write',
    handler: ({ input, lang, actor }) => brandUpdate(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: R.sellers,
    permission: 'catalogue.read',
    handler: ({ input }) => sellerList(app, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.sellerCreate,
    permission: 'catalogue.write',
    handler: ({ input, actor }) => sellerCreate(app, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.sellerUpdate,
    permission: 'catalogue.write',
    handler: ({ input, lang, actor }) => sellerUpdate(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: R.stockLocations,
    permission: 'catalogue.read',
    handler: () => stockLocations(app),
  });
  opsRoute(fastify, app, {
    method: 'GET',
    route: R.stockSkus,
    permission: 'catalogue.read',
    handler: ({ input }) => stockSkus(app, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.stockMove,
    permission: 'catalogue.write',
    handler: ({ input, lang, actor }) => stockMove(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'GET',
    route: R.stockLedger,
    permission: 'catalogue.read',
    handler: ({ input }) => stockLedger(app, input),
  });
}
