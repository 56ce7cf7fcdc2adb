import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { CollectionIntegralCouponNum, OrderCount } from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { consumerRoute } from '../../lib/route';
import { findById, toUserInfo } from './user.repository';

/** Order states (orders.status): see the migration. */
const UNPAID = 0;
const PAID_STATES = [1, 2, 3, 4];

async function count(q: Promise<{ n: number | string | bigint } | undefined>): Promise<number> {
  return Number((await q)?.n ?? 0);
}

/**
 * The order counters of ARCHITECTURE.md: computed here, cached by the client for prompts only;
 * every gate is enforced by the server again at ordering time.
 */
export async function orderCounters(db: Executor, userId: number): Promise<OrderCount> {
  const base = () =>
    db
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('local_shop_id', 'is', null); // mall orders only (local shop orders: modules/local)
  const [paid, unpaid, newPeople, limitOrders, ship, receive, comment, afterSale] =
    await Promise.all([
      count(base().where('status', 'in', PAID_STATES).executeTakeFirst()),
      count(base().where('status', '=', UNPAID).executeTakeFirst()),
      count(
        base()
          .where('activity_type', '=', 11)
          .where('status', 'in', PAID_STATES)
          .executeTakeFirst(),
      ),
      count(
        base()
          .where('activity_type', '=', 12)
          .where('status', 'in', PAID_STATES)
          .executeTakeFirst(),
      ),
      count(base().where('status', '=', 1).executeTakeFirst()),
      count(base().where('status', '=', 2).executeTakeFirst()),
      count(base().where('status', '=', 3).where('commented', '=', 0).executeTakeFirst()),
      count(base().where('after_sale', '=', 1).executeTakeFirst()),
    ]);
  return {
    first_order: paid === 0 ? 1 : 0,
    limitorder_count: limitOrders,
    order_count: paid,
    no_pay_count: unpaid,
    new_people_count: newPeople,
    wait_pay: unpaid,
    wait_ship: ship,
    wait_receive: receive,
    wait_comment: comment,
    after_sale: afterSale,
  };
}

export function userRoutes(fastify: FastifyInstance, app: AppContext): void {
  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/get_user_info',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }) => {
      const row = await findById(app.database.db, user.id);
      return row ? toUserInfo(row) : null;
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/get_user_collection_integral_coupon_num',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }): Promise<CollectionIntegralCouponNum> => {
      const { db } = app.database;
      const now = app.clock.now();
      const [collections, coupons, row] = await Promise.all([
        count(
          db
            .selectFrom('collections')
            .select(sql<number>`count(*)`.as('n'))
            .where('user_id', '=', user.id)
            .executeTakeFirst(),
        ),
        count(
          db
            .selectFrom('coupon_users')
            .innerJoin('coupons', 'coupons.id', 'coupon_users.coupon_id')
            .select(sql<number>`count(*)`.as('n'))
            .where('coupon_users.user_id', '=', user.id)
            .where('coupon_users.status', '=', 0)
            .where('coupons.end_at', '>', now)
            .executeTakeFirst(),
        ),
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
    url: '/api/user/order_count',
    auth: 'required',
    input: z.object({}),
    handler: ({ user }) => orderCounters(app.database.db, user.id),
  });
}
