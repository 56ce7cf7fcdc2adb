import type { FastifyInstance } from 'fastify';
import { USER } from '../../../shared/contract/user';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import { collectionAndCouponCounts, findById, orderCounters, toUserInfo } from './user.repository';

export { orderCounters } from './user.repository';

export function userRoutes(fastify: FastifyInstance, app: AppContext): void {
  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: USER.info,
    auth: 'required',
    handler: async ({ user }) => {
      const row = await findById(app.database.db, user.id);
      return row ? toUserInfo(row) : null;
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: USER.collectionIntegralCouponNum,
    auth: 'required',
    handler: async ({ user }) => {
      const { db } = app.database;
      const now = app.clock.now();
      const [{ collections, coupons }, row] = await Promise.all([
        collectionAndCouponCounts(db, user.id, now),
        findById(db, user.id),
      ]);
      return {
        collection_num: collections,
        user_integral_num: row?.integral ?? 0,
        coupon_num: coupons,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: USER.orderCount,
    auth: 'required',
    handler: ({ user }) => orderCounters(app.database.db, user.id),
  });
}
