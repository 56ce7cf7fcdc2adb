import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../../shared/contract/catalogue';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { banners, categories } from './catalogue.repository';
import { goodsDetail, goodsList, homeData, recommendGoods, topGoods } from './catalogue.service';

export function catalogueRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.index,
    auth: 'optional',
    handler: ({ lang }) => homeData(db, lang),
  });

  for (const route of [CATALOGUE.banners, CATALOGUE.activityBanners]) {
    consumerRoute(fastify, app, {
      method: ['GET', 'POST'],
      route,
      auth: 'none',
      handler: async ({ input }) => ({ list: await banners(db, input.position) }),
    });
  }

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.topCategories,
    auth: 'none',
    handler: async ({ lang }) => ({ list: await categories(db, lang) }),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.childCategories,
    auth: 'none',
    handler: async ({ input, lang }) => {
      const parent = input.parent_id ?? input.cat_id;
      if (parent === undefined) throw invalid(`parent_id: ${t(lang, 'required')}`);
      return { list: await categories(db, lang, parent) };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: CATALOGUE.goodsList,
    auth: 'none',
    handler: ({ input }) => goodsList(db, input),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: CATALOGUE.recommendGoods,
    auth: 'none',
    handler: ({ input }) => recommendGoods(db, input),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.topList,
    auth: 'none',
    handler: ({ input }) => topGoods(db, input.cat_id, input.limit),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: CATALOGUE.detail,
    auth: 'optional',
    handler: async ({ input, user, lang }) => {
      const goodsId = input.goods_id ?? input.id;
      if (goodsId === undefined) throw invalid(`goods_id: ${t(lang, 'required')}`);
      return goodsDetail(db, goodsId, user?.id ?? null, lang, app.clock.now());
    },
  });
}
