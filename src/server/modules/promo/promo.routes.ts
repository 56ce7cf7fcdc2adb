/**
 * The promotions module (issue 8, docs/api-promotions.md): coupons, sign-in and tasks, group
 * buying. One registration for app.ts; the group sweeper runs with the app.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { couponRoutes } from './coupon.routes';
import { registerOrdersPaidHook } from '../payment/payment-kinds';
import { groupRoutes, startGroupSweeper } from './group.routes';
import { registerOrderPlacedHook } from '../order/order-hooks';
import { joinOrOpenGroup, onOrdersPaid } from './group.service';
import { signRoutes } from './sign.routes';

export function promoRoutes(fastify: FastifyInstance, app: AppContext): void {
  // group buying counts its members from payment (payment.service settleTrade calls the hook)
  registerOrdersPaidHook('group', onOrdersPaid);
  // and opens or joins a group inside the buy transaction (checkout.service calls the hook)
  registerOrderPlacedHook('group', joinOrOpenGroup);
  couponRoutes(fastify, app);
  signRoutes(fastify, app);
  groupRoutes(fastify, app);
  startGroupSweeper(fastify, app);
}
