/** A brand zone (品牌专区): the brand and its goods on sale. */
import type { FastifyInstance } from 'fastify';
import {
  zoneBrandGoodsInput,
  type BrandInfo,
  type GoodsItem,
  type ListData,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { countOf, goodsItemQuery, goodsPage, sortGoods } from '../catalogue/goods.repository';

export function brandRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/zone/getZoneBrandGoodsList',
    auth: 'none',
    input: zoneBrandGoodsInput,
    handler: async ({ input, lang }): Promise<ListData<GoodsItem> & { brand: BrandInfo }> => {
      const brand = await db
        .selectFrom('brands')
        .select(['id', 'name', 'logo'])
        .where('id', '=', input.brand_id)
        .executeTakeFirst();
      if (!brand) throw invalid(t(lang, 'brandNotFound'));
      const q = goodsItemQuery(db).where('goods.brand_id', '=', brand.id);
      const total = await countOf(q);
      const page = await goodsPage(sortGoods(q, input.sort), total, input);
      return { ...page, brand: { ...brand, goods_count: total } };
    },
  });
}
