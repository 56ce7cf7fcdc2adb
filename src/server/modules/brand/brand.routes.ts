/** A brand zone (品牌专区): the brand and its goods on sale. */
import type { FastifyInstance } from 'fastify';
import { BRAND } from '../../../shared/contract/catalogue';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { countOf, goodsItemQuery, goodsPage, sortGoods } from '../catalogue/goods.repository';
import { findBrand, listBrands } from './brand.repository';

export function brandRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    route: BRAND.zoneGoods,
    auth: 'none',
    handler: async ({ input, lang }) => {
      const brand = await findBrand(db, input.brand_id);
      if (!brand) throw invalid(t(lang, 'brandNotFound'));
      const q = goodsItemQuery(db).where('goods.brand_id', '=', brand.id);
      const total = await countOf(q);
      const page = await goodsPage(sortGoods(q, input.sort), total, input);
      return { ...page, brand: { ...brand, goods_count: total } };
    },
  });

  // Issue 19 (brief D): the brand list the zone shows without a brand_id.
  consumerRoute(fastify, app, {
    method: 'GET',
    route: BRAND.list,
    auth: 'none',
    handler: ({ input }) => listBrands(db, input),
  });
}
