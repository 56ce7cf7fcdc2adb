/** Coupon routes (docs/api-promotions.md "Coupons"). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import { couponCentre, receiveCoupon, userCoupons } from './coupon.service';
import { couponListInput, receiveCouponInput, userCouponListInput } from './promo.schemas';

export function couponRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/coupon/get_list',
    auth: 'optional',
    input: couponListInput,
    handler: ({ input, user }) =>
      couponCentre(db, user?.id ?? null, app.clock.now(), input.page, input.limit),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/coupon/receive_coupon',
    auth: 'required',
    input: receiveCouponInput,
    handler: ({ input, user, lang }) =>
      receiveCoupon(db, user.id, input.coupon_id, app.clock.now(), lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/coupon_user/get_list',
    auth: 'required',
    input: userCouponListInput,
    handler: ({ input, user }) =>
      userCoupons(db, user.id, app.clock.now(), { kind: 'valid', ...input }),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/coupon_user/get_overdue_coupon',
    auth: 'required',
    input: couponListInput,
    handler: ({ input, user }) =>
      userCoupons(db, user.id, app.clock.now(), { kind: 'overdue', ...input }),
  });
}
