/**
 * The points side of activity orders (docs/api-promotions.md "One activity model"), called by
 * the order paths in their transactions:
 * - points exchange (type 3): `integral × quantity` points are taken when the order is created
 *   (ledger reason `order_pay`, key `exchange:<order>`; 423 when short, so nothing is created)
 *   and given back once when the order closes unpaid or is fully refunded (reason
 *   `order_refund`, key `exchange-back:<order>`);
 * - shopping earns points (type 16): `integral × quantity` points are credited when the buyer
 *   confirms receipt (reason `activity_reward`, key `earn:<order>`), never for a fully refunded
 *   order.
 * Every movement goes through the wallet service's `move`; the idempotency keys make each
 * happen at most once whatever calls it again.
 */
import type { Executor, Tx } from '../../db';
import { t, type Lang } from '../../messages';
import { locked } from '../../lib/reply';
import { refundedOf } from '../order/order.repository';
import { lockUsers, move } from '../wallet/wallet.service';

/** Activity type codes with a points side (spec section 4). */
export const EXCHANGE_TYPE = 3;
export const SHOPPING_POINTS_TYPE = 16;
/** Order status of a received order (order.state.ts ORDER.RECEIVED). */
const RECEIVED = 3;

/**
 * Points an activity purchase takes: `integral × quantity` for a points-exchange goods, else 0.
 * The confirmation shows it (`OrderPreview.integral`); the submission takes it.
 */
export async function exchangePoints(
  db: Executor,
  activity: { type: number; ag: number } | null,
  quantity: number,
): Promise<number> {
  if (!activity || activity.type !== EXCHANGE_TYPE) return 0;
  const row = await db
    .selectFrom('activity_goods')
    .select('integral')
    .where('id', '=', activity.ag)
    .executeTakeFirst();
  const points = (row?.integral ?? 0) * quantity;
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError('exchange points');
  return points;
}

/**
 * In the order's transaction: takes the points of a points-exchange order. Short → 423 "not
 * enough points" (thrown, so the transaction and the order roll back).
 */
export async function takeExchangePoints(
  tx: Tx,
  p: { userId: number; orderId: number; points: number; now: number; lang: Lang },
): Promise<void> {
  if (p.points <= 0) return;
  await lockUsers(tx, [p.userId]);
  const user = await tx
    .selectFrom('users')
    .select('integral')
    .where('id', '=', p.userId)
    .executeTakeFirstOrThrow();
  if (user.integral < p.points) throw locked(t(p.lang, 'activity.pointsShort', { n: p.points }));
  await move(tx, {
    userId: p.userId,
    account: 'integral',
    delta: -p.points,
    reason: 'order_pay',
    ref: `order:${p.orderId}`,
    idempotencyKey: `exchange:${p.orderId}`,
    now: p.now,
    lang: p.lang,
  });
}

/**
 * Gives the points a points-exchange order took back, once (key `exchange-back:<order>`).
 * `tx` is the transaction that closed or refunded the order. Returns whether points moved now.
 */
export async function giveBackExchangePoints(
  tx: Executor,
  orderId: number,
  now: number,
): Promise<boolean> {
  const taken = await tx
    .selectFrom('wallet_ledger')
    .select(['user_id', 'delta'])
    .where('idempotency_key', '=', `exchange:${orderId}`)
    .executeTakeFirst();
  if (!taken || taken.delta >= 0) return false;
  // closeUnpaidOrder types its executor loosely; every caller runs it inside a transaction
  const r = await move(tx as Tx, {
    userId: taken.user_id,
    account: 'integral',
    delta: -taken.delta,
    reason: 'order_refund',
    ref: `order:${orderId}`,
    idempotencyKey: `exchange-back:${orderId}`,
    now,
  });
  return !r.replayed;
}

/** After a refund in `tx`: once the order is fully refunded, its exchange points go back. */
export async function afterOrderRefund(tx: Tx, orderId: number, now: number): Promise<void> {
  const order = await tx
    .selectFrom('orders')
    .select('pay_amount')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  if ((await refundedOf(tx, orderId)) >= order.pay_amount) {
    await giveBackExchangePoints(tx, orderId, now);
  }
}

/**
 * On receipt, in the transaction that moved the order to received: credits the points of a
 * shopping-points order once. Returns the points credited now (0 when none or already).
 */
export async function creditShoppingPoints(tx: Tx, orderId: number, now: number): Promise<number> {
  const order = await tx
    .selectFrom('orders')
    .select(['user_id', 'status', 'activity_type', 'activity_goods_id', 'pay_amount'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.activity_type !== SHOPPING_POINTS_TYPE || order.status !== RECEIVED) return 0;
  if (order.pay_amount > 0 && (await refundedOf(tx, orderId)) >= order.pay_amount) return 0;
  const ag = await tx
    .selectFrom('activity_goods')
    .select('integral')
    .where('id', '=', order.activity_goods_id)
    .executeTakeFirst();
  const items = await tx
    .selectFrom('order_items')
    .select('quantity')
    .where('order_id', '=', orderId)
    .execute();
  const quantity = items.reduce((a, i) => a + i.quantity, 0);
  const points = (ag?.integral ?? 0) * quantity;
  if (!Number.isSafeInteger(points) || points <= 0) return 0;
  const r = await move(tx, {
    userId: order.user_id,
    account: 'integral',
    delta: points,
    reason: 'activity_reward',
    ref: `order:${orderId}`,
    idempotencyKey: `earn:${orderId}`,
    now,
  });
  return r.replayed ? 0 : points;
}
