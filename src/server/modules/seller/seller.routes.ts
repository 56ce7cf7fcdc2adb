/** A seller's shop page (店铺): its info and goods, by category or sorted. */
import type { FastifyInstance } from 'fastify';
import { SELLER } from '../../../shared/contract/catalogue';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { t, type Lang } from '../../messages';
import { invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import {
  countOf,
  goodsItemQuery,
  goodsPage,
  inCategory,
  sortGoods,
} from '../catalogue/goods.repository';
import { findSeller as findSellerRow, sellerCategories } from './seller.repository';

/** The seller `id`, 422 when there is none. */
async function findSeller(db: Executor, id: number, lang: Lang) {
  const seller = await findSellerRow(db, id);
  if (!seller) throw invalid(t(lang, 'sellerNotFound'));
  return seller;
}

export function sellerRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    route: SELLER.index,
    auth: 'none',
    handler: async ({ input, lang }) => {
      const seller = await findSeller(db, input.seller_id, lang);
      const onSale = goodsItemQuery(db).where('goods.seller_id', '=', seller.id);
      // The shop's category tabs: the (leaf) categories it has goods on sale in.
      const [goodsCount, categories] = await Promise.all([
        countOf(onSale),
        sellerCategories(db, seller.id),
      ]);
      return {
        ...seller,
        goods_count: goodsCount,
        categories: categories.map((c) => ({
          id: c.id,
          name: lang === 'en' && c.name_en ? c.name_en : c.name,
        })),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: SELLER.categoryGoods,
    auth: 'none',
    handler: async ({ input, lang }) => {
      const seller = await findSeller(db, input.seller_id, lang);
      let q = goodsItemQuery(db).where('goods.seller_id', '=', seller.id);
      if (input.cat_id !== undefined) q = await inCategory(db, q, input.cat_id);
      return goodsPage(sortGoods(q, 'composite'), await countOf(q), input);
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: SELLER.goods,
    auth: 'none',
    handler: async ({ input, lang }) => {
      const seller = await findSeller(db, input.seller_id, lang);
      const q = goodsItemQuery(db).where('goods.seller_id', '=', seller.id);
      return goodsPage(sortGoods(q, input.sort), await countOf(q), input);
    },
  });
}
