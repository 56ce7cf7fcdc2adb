/**
 * Goods detail extras (docs/api-catalogue-cart.md): the SKU props, the SKUs with warehouse
 * stock, and the freight quote (freight.service.ts has the rule).
 */
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../../shared/contract/catalogue';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import { freightOf, goodsProps, goodsSkus } from './catalogue.service';

export function detailRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.props,
    auth: 'none',
    handler: ({ input, lang }) => goodsProps(db, input.goods_id, lang),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.skus,
    auth: 'none',
    handler: ({ input, lang }) => goodsSkus(db, input.goods_id, lang),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.freight,
    auth: 'optional',
    handler: ({ input, user, lang }) =>
      freightOf(db, input, user?.id ?? null, app.clock.now(), lang),
  });
}
