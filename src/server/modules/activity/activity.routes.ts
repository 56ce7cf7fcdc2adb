/**
 * The activity server (docs/api-promotions.md "Routes (activity server)"): one module answers
 * every zone by activity type code — activity goods lists and details, random activity goods,
 * the full-reduction zone, the home zone entries, the themed zone lists (zone.service.ts), the
 * agent zone and the task reward claim. The flash-sale sessions (`limited_sale_time`) stay in
 * catalogue/activity.routes.ts, unchanged.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GoodsItem } from '../../../shared/contract';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import {
  activityGoodsIdInput,
  agentZoneInput,
  goodsActivityListInput,
  minusPriceInput,
  randomGoodsInput,
  rewardAddInput,
  zoneGoodsInput,
  type ZoneCat,
} from './activity.schemas';
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
    url: '/api/activity/goods_activity_list',
    auth: 'none',
    input: goodsActivityListInput,
    handler: ({ input, lang }) => goodsActivityList(app, input, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/activity/goods_activity_info',
    auth: 'optional',
    input: activityGoodsIdInput,
    handler: ({ input, user, lang }) =>
      activityGoodsDetail(db, input.activity_goods_id, user, app.clock.now(), lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/shopping_points/goods/detail',
    auth: 'optional',
    input: activityGoodsIdInput,
    handler: ({ input, user, lang }) =>
      shoppingPointsDetail(app, input.activity_goods_id, user, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/activity/random_goods',
    auth: 'none',
    input: randomGoodsInput,
    handler: ({ input }) => randomGoods(app, input),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/activity/minus_price_info',
    auth: 'none',
    input: minusPriceInput,
    handler: ({ input }) => minusPriceInfo(app, input),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/zone/index',
    auth: 'none',
    input: z.object({}),
    handler: ({ lang }) => zoneIndex(app, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/zone/getZoneGoodsList',
    auth: 'none',
    input: zoneGoodsInput,
    handler: ({ input }) => zoneGoods(db, input, app.clock.now()),
  });

  for (const url of ['/api/zone/getZoneCatGoodsList', '/api/zone/getZoneCatGoodsListNew']) {
    consumerRoute(fastify, app, {
      method: ['GET', 'POST'],
      url,
      auth: 'none',
      input: zoneGoodsInput,
      handler: ({ input, lang }) => zoneCatGoods(app, input, lang),
    });
  }

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/agent_zone/agent_zone_cat',
    auth: 'required',
    input: agentZoneInput,
    handler: async ({ user, lang }): Promise<{ list: ZoneCat[] }> => {
      await requireAgent(app, user.id, lang);
      return { list: await agentCats(db, lang) };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/agent_zone/agent_zone_goods_list',
    auth: 'required',
    input: agentZoneInput,
    handler: async ({ input, user, lang }) => {
      await requireAgent(app, user.id, lang);
      return agentGoods(db, input);
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/agent_zone/index_agent_zone_goods_list',
    auth: 'required',
    input: agentZoneInput,
    handler: async ({ input, user, lang }): Promise<{ list: GoodsItem[] }> => {
      await requireAgent(app, user.id, lang);
      return { list: (await agentGoods(db, { ...input, page: 1 })).list };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/task/reward_add',
    auth: 'required',
    input: rewardAddInput,
    handler: ({ input, user, lang }) => claimReward(app, input, user, lang),
  });
}
