/**
 * The promotions module (issue 8, docs/api-promotions.md): coupons, sign-in and tasks, group
 * buying. One registration for app.ts; the group sweeper runs with the app.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { couponRoutes } from './coupon.routes';
import { groupRoutes, startGroupSweeper } from './group.routes';
import { signRoutes } from './sign.routes';

export function promoRoutes(fastify: FastifyInstance, app: AppContext): void {
  couponRoutes(fastify, app);
  signRoutes(fastify, app);
  groupRoutes(fastify, app);
  startGroupSweeper(fastify, app);
}
