/**
 * The activity server (docs/api-promotions.md "Routes (activity server)"): one module answers
 * every zone by activity type code — activity goods lists and details, random activity goods,
 * the full-reduction zone, the home zone entries, the themed zone lists (zone.service.ts), the
 * agent zone and the task reward claim. The flash-sale sessions (`limited_sale_time`) stay in
 * catalogue/activity.routes.ts, unchanged.
 */
import type { FastifyInstance } from 'fastify';
import { ACTIVITY } from '../../../shared/contract/promo';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import {
  activityGoodsDetail,
  claimReward,
  goodsActivityList,
  minusPriceInfo,
  randomGoods,
  requireAgent,
  shoppingPointsDetail,
  zoneCatGoods,
  zoneIndex,
} from './activity-goods.service';
import { agentCats, agentGoods, zoneGoods } from './zone.service';

export function activityServerRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACTIVITY.goodsList,
    auth: 'none',
    handler: ({ input, lang }) => goodsActivityList(app, input, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACTIVITY.goodsInfo,
    auth: 'optional',
    handler: ({ input, user, lang }) =>
      activityGoodsDetail(db, input.activity_goods_id, user, app.clock.now(), lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACTIVITY.shoppingPointsDetail,
    auth: 'optional',
    handler: ({ input, user, lang }) =>
      shoppingPointsDetail(app, input.activity_goods_id, user, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACTIVITY.randomGoods,
    auth: 'none',
    handler: ({ input }) => randomGoods(app, input),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACTIVITY.minusPrice,
    auth: 'none',
    handler: ({ input }) => minusPriceInfo(app, input),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACTIVITY.zoneIndex,
    auth: 'none',
    handler: ({ lang }) => zoneIndex(app, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACTIVITY.zoneGoods,
    auth: 'none',
    handler: ({ input }) => zoneGoods(db, input, app.clock.now()),
  });

  for (const route of [ACTIVITY.zoneCatGoods, ACTIVITY.zoneCatGoodsNew]) {
    consumerRoute(fastify, app, {
      method: ['GET', 'POST'],
      route,
      auth: 'none',
      handler: ({ input, lang }) => zoneCatGoods(app, input, lang),
    });
  }

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACTIVITY.agentZoneCats,
    auth: 'required',
    handler: async ({ user, lang }) => {
      await requireAgent(app, user.id, lang);
      return { list: await agentCats(db, lang) };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACTIVITY.agentZoneGoods,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      await requireAgent(app, user.id, lang);
      return agentGoods(db, input);
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACTIVITY.indexAgentZoneGoods,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      await requireAgent(app, user.id, lang);
      return { list: (await agentGoods(db, { ...input, page: 1 })).list };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACTIVITY.rewardAdd,
    auth: 'required',
    handler: ({ input, user, lang }) => claimReward(app, input, user, lang),
  });
}
