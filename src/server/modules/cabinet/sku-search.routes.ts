/** The cabinet-goods picker's received supply SKUs (issue 18 part C follow-up). */
import type { FastifyInstance } from 'fastify';
import { CABINET_SKU_SEARCH } from '../../../shared/contract/cabinet-sku-search';
import type { AppContext } from '../../context';
import { merchantRoute } from '../../lib/route';
import { purchasedSkuList } from './sku-search.service';

export function skuSearchRoutes(fastify: FastifyInstance, app: AppContext): void {
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_SKU_SEARCH.purchasedSkus,
    auth: 'required',
    handler: ({ merchant, input }) => purchasedSkuList(app, merchant.id, input),
  });
}
