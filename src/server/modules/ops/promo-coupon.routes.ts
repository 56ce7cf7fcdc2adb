/**
 * Routes of the console's coupons area (issue 23, coupons): reads need `promo.read`, writes
 * `promo.write` (promo-coupon.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { OPS_COUPONS } from '../../../shared/contract/ops-coupons';
import type { AppContext } from '../../context';
import { notifyingOps } from '../../lib/ops-events';
import { opsRoute } from '../../lib/ops-route';
import {
  opsCouponCreate,
  opsCouponDetail,
  opsCouponIssue,
  opsCouponIssueSegment,
  opsCouponSegmentCount,
  opsCouponList,
  opsCouponStop,
  opsCouponUpdate,
  opsFullReduction,
  opsFullReductionUpdate,
  opsSignRules,
  opsSignRulesUpdate,
} from './promo-coupon.service';

export function opsCouponRoutes(fastify: FastifyInstance, app: AppContext): void {
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_COUPONS.list,
    permission: 'promo.read',
    handler: ({ input }) => opsCouponList(app, input),
  });
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_COUPONS.detail,
    permission: 'promo.read',
    handler: ({ input, lang }) => opsCouponDetail(app, lang, input.id),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_COUPONS.create,
    permission: 'promo.write',
    handler: notifyingOps(app, 'promo', ({ input, lang, actor }) =>
      opsCouponCreate(app, lang, input, actor),
    ),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_COUPONS.update,
    permission: 'promo.write',
    handler: notifyingOps(app, 'promo', ({ input, lang, actor }) =>
      opsCouponUpdate(app, lang, input, actor),
    ),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_COUPONS.stop,
    permission: 'promo.write',
    handler: notifyingOps(app, 'promo', ({ input, lang, actor }) =>
      opsCouponStop(app, lang, input.id, actor),
    ),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_COUPONS.issue,
    permission: 'promo.write',
    handler: notifyingOps(app, 'promo', ({ input, lang, actor }) =>
      opsCouponIssue(app, lang, input, actor),
    ),
  });
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_COUPONS.segmentCount,
    permission: 'promo.read',
    handler: ({ input, lang }) => opsCouponSegmentCount(app, lang, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_COUPONS.issueSegment,
    permission: 'promo.write',
    handler: notifyingOps(app, 'promo', ({ input, lang, actor }) =>
      opsCouponIssueSegment(app, lang, input, actor),
    ),
  });
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_COUPONS.signRules,
    permission: 'promo.read',
    handler: () => opsSignRules(app),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_COUPONS.signRulesUpdate,
    permission: 'promo.write',
    handler: notifyingOps(app, 'promo', ({ input, lang, actor }) =>
      opsSignRulesUpdate(app, lang, input, actor),
    ),
  });
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_COUPONS.fullReduction,
    permission: 'promo.read',
    handler: () => opsFullReduction(app),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_COUPONS.fullReductionUpdate,
    permission: 'promo.write',
    handler: notifyingOps(app, 'promo', ({ input, lang, actor }) =>
      opsFullReductionUpdate(app, lang, input, actor),
    ),
  });
}
