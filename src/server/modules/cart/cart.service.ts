/**
 * The cart's changes (cart.routes.ts): each runs in one transaction and answers the caller's new
 * badge count. Every call acts on the caller's own lines only; ids of anyone else's lines are
 * refused as a whole (403, nothing changed).
 */
import { sql } from 'kysely';
import { CART_LINE_MAX } from '../../../shared/contract';
import type { CART, CartAddData } from '../../../shared/contract/cart';
import type { RouteInput } from '../../../shared/contract/route';
import type { Db } from '../../db';
import { t, type Lang } from '../../messages';
import { forbidden, invalid, locked } from '../../lib/reply';
import { cartCount, findGoodsSku, foreignIds, warehouseStock } from './cart.repository';

export type AddCartLine = RouteInput<typeof CART.add>;

/**
 * add: the line grows by `num` (created when missing, and checked: what you just added is
 * what you mean to buy); set: the line's quantity becomes `num` (the cart's stepper; the
 * check state stays). The resulting quantity may exceed neither the warehouse stock nor
 * CART_LINE_MAX: 423 with the most one can buy, nothing changed. The cap is enforced by the
 * upsert's own condition, so two concurrent adds cannot together pass it.
 */
export async function addCartLine(
  db: Db,
  userId: number,
  input: AddCartLine,
  now: number,
  lang: Lang,
): Promise<CartAddData> {
  const sku = await findGoodsSku(db, input.goods_id, input.sku_id);
  if (!sku || sku.status !== 1) throw invalid(t(lang, 'goodsNotFound'));
  return db.transaction().execute(async (tx) => {
    const stock = await warehouseStock(tx, input.sku_id);
    if (stock <= 0) throw locked(t(lang, 'soldOut'));
    const cap = Math.min(stock, CART_LINE_MAX);
    if (input.num > cap) throw locked(t(lang, 'stockShort', { n: cap }));
    const add = input.mode === 'add';
    const row = await tx
      .insertInto('cart_items')
      .values({
        user_id: userId,
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
    return { quantity: row.quantity, cart_count: await cartCount(tx, userId) };
  });
}

/** Checks or unchecks the caller's lines `ids` (all of them for `'all'`); the new badge count. */
export function checkCartLines(
  db: Db,
  userId: number,
  ids: number[] | 'all',
  isCheck: number,
  lang: Lang,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    let q = tx.updateTable('cart_items').set({ is_check: isCheck }).where('user_id', '=', userId);
    if (ids !== 'all') {
      if ((await foreignIds(tx, userId, ids)).length > 0) {
        throw forbidden(t(lang, 'cartLineForbidden'));
      }
      q = q.where('id', 'in', ids);
    }
    await q.execute();
    return cartCount(tx, userId);
  });
}

/** Deletes the caller's lines `ids`; the new badge count. */
export function deleteCartLines(
  db: Db,
  userId: number,
  ids: number[],
  lang: Lang,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    if ((await foreignIds(tx, userId, ids)).length > 0) {
      throw forbidden(t(lang, 'cartLineForbidden'));
    }
    await tx
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
    return cartCount(tx, userId);
  });
}
