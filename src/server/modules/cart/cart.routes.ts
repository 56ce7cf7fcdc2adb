/**
 * The cart (docs/api-catalogue-cart.md). Every call acts on the caller's own lines only; ids of
 * anyone else's lines are refused as a whole (403, nothing changed). `cart:count` goes to the
 * user's room after every change, so other tabs and devices update their badge.
 */
import type { FastifyInstance } from 'fastify';
import { CART } from '../../../shared/contract/cart';
import { cartTotals, type FullTier } from '../../../shared/rules/cart-totals';
import { EVENTS, userRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import { readConfig } from '../config/config.routes';
import { cartLines } from './cart.repository';
import { addCartLine, checkCartLines, deleteCartLines } from './cart.service';

export function cartRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  const emitCount = (userId: number, count: number) =>
    app.io?.to(userRoom(userId)).emit(EVENTS.cartCount, { cart_count: count });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: CART.list,
    auth: 'required',
    handler: async ({ user }) => {
      const [cart, tiers] = await Promise.all([
        cartLines(db, user.id, app.clock.now()),
        // the tiers of api/v3/activity_config: one source for the banner and the totals
        readConfig<FullTier[]>(db, 'full_discount', []),
      ]);
      const totals = cartTotals(cart.lines, tiers);
      return {
        groups: cart.groups,
        invalid: cart.invalid,
        totals: {
          ...totals,
          // cart line ids of the lines the full reduction counts
          full_group: {
            ...totals.full_group,
            goodslist: totals.full_group.goodslist.map((l) => l.id),
          },
        },
        cart_count: cart.lines.reduce((a, l) => a + l.quantity, 0),
        full_discount: tiers,
      };
    },
  });

  /**
   * add: the line grows by `num` (created when missing, and checked: what you just added is
   * what you mean to buy); set: the line's quantity becomes `num` (the cart's stepper; the
   * check state stays). The resulting quantity may exceed neither the warehouse stock nor
   * CART_LINE_MAX: 423 with the most one can buy, nothing changed. The cap is enforced by the
   * upsert's own condition, so two concurrent adds cannot together pass it.
   */
  consumerRoute(fastify, app, {
    method: 'POST',
    route: CART.add,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const result = await addCartLine(db, user.id, input, app.clock.now(), lang);
      emitCount(user.id, result.cart_count);
      return result;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: CART.check,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const count = await checkCartLines(db, user.id, input.ids, input.is_check, lang);
      emitCount(user.id, count);
      return { cart_count: count };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: CART.del,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const count = await deleteCartLines(db, user.id, input.ids, lang);
      emitCount(user.id, count);
      return { cart_count: count };
    },
  });
}
