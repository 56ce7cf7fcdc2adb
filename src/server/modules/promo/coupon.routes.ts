/** Coupon routes (docs/api-promotions.md "Coupons"). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import { couponCentre, groupCouponIds, receiveCoupon, userCoupons } from './coupon.service';
import { readConfig } from '../config/config.routes';
import { PROMO } from '../../../shared/contract/promo';

export function couponRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: PROMO.couponCentre,
    auth: 'optional',
    handler: async ({ input, user }) => {
      // the group-gift zone: the templates the console chose (issue 23)
      const only =
        input.zone === 'group'
          ? groupCouponIds(await readConfig<unknown>(db, 'group_coupons', []))
          : undefined;
      return couponCentre(db, user?.id ?? null, app.clock.now(), input.page, input.limit, only);
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: PROMO.receiveCoupon,
    auth: 'required',
    handler: ({ input, user, lang }) =>
      receiveCoupon(db, user.id, input.coupon_id, app.clock.now(), lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: PROMO.myCoupons,
    auth: 'required',
    handler: ({ input, user }) =>
      userCoupons(db, user.id, app.clock.now(), { kind: 'valid', ...input }),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: PROMO.overdueCoupons,
    auth: 'required',
    handler: ({ input, user }) =>
      userCoupons(db, user.id, app.clock.now(), { kind: 'overdue', ...input }),
  });
}
