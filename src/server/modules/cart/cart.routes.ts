/**
 * The cart (docs/api-catalogue-cart.md). Every call acts on the caller's own lines only; ids of
 * anyone else's lines are refused as a whole (403, nothing changed). `cart:count` goes to the
 * user's room after every change, so other tabs and devices update their badge.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { CART_LINE_MAX } from '../../../shared/contract';
import { CART } from '../../../shared/contract/cart';
import { cartTotals, type FullTier } from '../../../shared/rules/cart-totals';
import { EVENTS, userRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { t } from '../../messages';
import { forbidden, invalid, locked } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { readConfig } from '../config/config.routes';
import { cartCount, cartLines, warehouseStock } from './cart.repository';

/** The ids among `ids` that are not lines of `userId` (another user's, or gone). */
async function foreignIds(db: Executor, userId: number, ids: number[]): Promise<number[]> {
  const own = await db
    .selectFrom('cart_items')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  const mine = new Set(own.map((r) => r.id));
  return ids.filter((id) => !mine.has(id));
}

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
      const sku = await db
        .selectFrom('goods_skus as s')
        .innerJoin('goods as g', 'g.id', 's.goods_id')
        .select(['s.id', 'g.status'])
        .where('s.id', '=', input.sku_id)
        .where('s.goods_id', '=', input.goods_id)
        .executeTakeFirst();
      if (!sku || sku.status !== 1) throw invalid(t(lang, 'goodsNotFound'));
      const now = app.clock.now();
      const result = await db.transaction().execute(async (tx) => {
        const stock = await warehouseStock(tx, input.sku_id);
        if (stock <= 0) throw locked(t(lang, 'soldOut'));
        const cap = Math.min(stock, CART_LINE_MAX);
        if (input.num > cap) throw locked(t(lang, 'stockShort', { n: cap }));
        const add = input.mode === 'add';
        const row = await tx
          .insertInto('cart_items')
          .values({
            user_id: user.id,
            goods_id: input.goods_id,
            sku_id: input.sku_id,
            quantity: input.num,
            is_check: 1,
            created_at: now,
          })
          .onConflict((oc) => {
            const target = oc.columns(['user_id', 'sku_id']);
            if (!add) return target.doUpdateSet({ quantity: input.num });
            return target
              .doUpdateSet({
                quantity: sql<number>`cart_items.quantity + ${input.num}`,
                is_check: 1,
              })
              .where(sql<boolean>`cart_items.quantity + ${input.num} <= ${cap}`);
          })
          .returning('quantity')
          .executeTakeFirst();
        if (!row) throw locked(t(lang, 'stockShort', { n: cap }));
        return { quantity: row.quantity, cart_count: await cartCount(tx, user.id) };
      });
      emitCount(user.id, result.cart_count);
      return result;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: CART.check,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const count = await db.transaction().execute(async (tx) => {
        let q = tx
          .updateTable('cart_items')
          .set({ is_check: input.is_check })
          .where('user_id', '=', user.id);
        if (input.ids !== 'all') {
          if ((await foreignIds(tx, user.id, input.ids)).length > 0) {
            throw forbidden(t(lang, 'cartLineForbidden'));
          }
          q = q.where('id', 'in', input.ids);
        }
        await q.execute();
        return cartCount(tx, user.id);
      });
      emitCount(user.id, count);
      return { cart_count: count };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: CART.del,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const count = await db.transaction().execute(async (tx) => {
        if ((await foreignIds(tx, user.id, input.ids)).length > 0) {
          throw forbidden(t(lang, 'cartLineForbidden'));
        }
        await tx
          .deleteFrom('cart_items')
          .where('user_id', '=', user.id)
          .where('id', 'in', input.ids)
          .execute();
        return cartCount(tx, user.id);
      });
      emitCount(user.id, count);
      return { cart_count: count };
    },
  });
}
