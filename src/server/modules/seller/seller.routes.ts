/** A seller's shop page (店铺): its info and goods, by category or sorted. */
import type { FastifyInstance } from 'fastify';
import {
  sellerCategoryGoodsInput,
  sellerGoodsInput,
  sellerIdInput,
  type GoodsItem,
  type ListData,
  type SellerInfo,
} from '../../../shared/contract';
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

async function findSeller(db: Executor, id: number, lang: Lang) {
  const seller = await db
    .selectFrom('sellers')
    .select(['id', 'name', 'logo', 'description'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!seller) throw invalid(t(lang, 'sellerNotFound'));
  return seller;
}

export function sellerRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/seller/index',
    auth: 'none',
    input: sellerIdInput,
    handler: async ({ input, lang }): Promise<SellerInfo> => {
      const seller = await findSeller(db, input.seller_id, lang);
      const onSale = goodsItemQuery(db).where('goods.seller_id', '=', seller.id);
      // The shop's category tabs: the (leaf) categories it has goods on sale in.
      const [goodsCount, categories] = await Promise.all([
        countOf(onSale),
        db
          .selectFrom('categories')
          .select(['id', 'name', 'name_en'])
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('goods')
              .select('category_id')
              .where('seller_id', '=', seller.id)
              .where('status', '=', 1),
          )
          .orderBy('parent_id')
          .orderBy('sort')
          .orderBy('id')
          .execute(),
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
    url: '/api/seller/categoryGoodsList',
    auth: 'none',
    input: sellerCategoryGoodsInput,
    handler: async ({ input, lang }): Promise<ListData<GoodsItem>> => {
      const seller = await findSeller(db, input.seller_id, lang);
      let q = goodsItemQuery(db).where('goods.seller_id', '=', seller.id);
      if (input.cat_id !== undefined) q = await inCategory(db, q, input.cat_id);
      return goodsPage(sortGoods(q, 'composite'), await countOf(q), input);
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/seller/getSellerGoodsList',
    auth: 'none',
    input: sellerGoodsInput,
    handler: async ({ input, lang }): Promise<ListData<GoodsItem>> => {
      const seller = await findSeller(db, input.seller_id, lang);
      const q = goodsItemQuery(db).where('goods.seller_id', '=', seller.id);
      return goodsPage(sortGoods(q, input.sort), await countOf(q), input);
    },
  });
}
