import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../../shared/contract/catalogue';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { banners, categories, findCollection, nextBannerBoundary } from './catalogue.repository';
import {
  DETAIL_LIVE_TAGS,
  DETAIL_TAGS,
  GOODS_ITEM_TAGS,
  GOODS_LIST_TAGS,
  HOME_TAGS,
  nextActivityBoundary,
} from './catalogue.cache';
import {
  goodsList,
  homeData,
  publicGoodsDetail,
  recommendGoods,
  topGoods,
  withLiveFigures,
} from './catalogue.service';

/**
 * issue 21: the home data, banners, categories, goods lists and the shared part of the goods
 * detail are served from the public cache (lib/public-cache.ts; tags and boundaries in
 * catalogue.cache.ts); the detail's stock and sales too, dropped by every write to their tables,
 * and the signed-in user's collected flag is read per request.
 */

export function catalogueRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.index,
    auth: 'optional',
    cached: true,
    handler: ({ lang }) =>
      app.cache.answer(`index:${lang}`, HOME_TAGS, async () => {
        const now = app.clock.now();
        // issue 23 (content): kept until the next banner window opens or closes
        const expiresAt = await nextBannerBoundary(db, now);
        return { value: await homeData(db, lang, now), ...(expiresAt ? { expiresAt } : {}) };
      }),
  });

  for (const route of [CATALOGUE.banners, CATALOGUE.activityBanners]) {
    consumerRoute(fastify, app, {
      method: ['GET', 'POST'],
      route,
      auth: 'none',
      cached: true,
      handler: ({ input }) =>
        app.cache.answer(`banners:${input.position}`, ['banners'], async () => {
          const now = app.clock.now();
          const expiresAt = await nextBannerBoundary(db, now);
          return {
            value: { list: await banners(db, input.position, now) },
            ...(expiresAt ? { expiresAt } : {}),
          };
        }),
    });
  }

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.topCategories,
    auth: 'none',
    cached: true,
    handler: ({ lang }) =>
      app.cache.answer(`categories:${lang}`, ['categories'], async () => ({
        value: { list: await categories(db, lang) },
      })),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.childCategories,
    auth: 'none',
    cached: true,
    handler: async ({ input, lang }) => {
      const parent = input.parent_id ?? input.cat_id;
      if (parent === undefined) throw invalid(`parent_id: ${t(lang, 'required')}`);
      return app.cache.answer(`categories:${lang}:${parent}`, ['categories'], async () => ({
        value: { list: await categories(db, lang, parent) },
      }));
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: CATALOGUE.goodsList,
    auth: 'none',
    cached: true,
    handler: ({ input }) =>
      app.cache.answer(`goods_list:${JSON.stringify(input)}`, GOODS_LIST_TAGS, async () => ({
        value: await goodsList(db, input),
      })),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: CATALOGUE.recommendGoods,
    auth: 'none',
    cached: true,
    handler: ({ input }) =>
      app.cache.answer(`recommend:${input.page}:${input.limit}`, GOODS_ITEM_TAGS, async () => ({
        value: await recommendGoods(db, input),
      })),
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
    cached: true,
    handler: async ({ input, user, lang }) => {
      const goodsId = input.goods_id ?? input.id;
      if (goodsId === undefined) throw invalid(`goods_id: ${t(lang, 'required')}`);
      // the shared part, kept until a write to its tables or the next activity boundary
      const shared = () =>
        app.cache.answer(`detail:${goodsId}`, DETAIL_TAGS, async () => {
          const now = app.clock.now();
          const [value, expiresAt] = await Promise.all([
            publicGoodsDetail(db, goodsId, lang, now),
            nextActivityBoundary(db, now),
          ]);
          return { value, expiresAt };
        });
      // with the live figures (stock, sales): the whole answer of a visitor, dropped by any
      // write to stock, goods or SKUs (each order's stock and sales moves too) and refilled from
      // the shared part with one statement
      const view = await app.cache.answer(`detail+live:${goodsId}`, DETAIL_LIVE_TAGS, async () => {
        const part = await shared();
        return { value: await withLiveFigures(db, part.value, null), expiresAt: part.expiresAt };
      });
      if (!user) return view;
      // a signed-in user's collected flag: one read of the user's own row
      const collected = await findCollection(db, user.id, goodsId);
      return { ...view.value, is_collected: Boolean(collected) };
    },
  });
}
