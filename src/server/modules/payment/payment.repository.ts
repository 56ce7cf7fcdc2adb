/** Payment trades (`payments`) as the pay routes, the sandbox cashier and the notify read them. */
import type { Executor } from '../../db';

/** The trade of the user's order `orderId`; undefined for anyone else's order. */
export async function userOrderTradeNo(
  db: Executor,
  userId: number,
  orderId: number,
): Promise<string | undefined> {
  const o = await db
    .selectFrom('orders')
    .select('trade_no')
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return o?.trade_no;
}

/** The user's trade `tradeNo`; undefined for anyone else's. */
export function findUserPayment(db: Executor, userId: number, tradeNo: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('trade_no', '=', tradeNo)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The trade `tradeNo` (any user's). */
export function findPayment(db: Executor, tradeNo: string) {
  return db.selectFrom('payments').selectAll().where('trade_no', '=', tradeNo).executeTakeFirst();
}

/** What the cashier shows of a trade: its amount and status. */
export function paymentSummary(db: Executor, tradeNo: string) {
  return db
    .selectFrom('payments')
    .select(['trade_no', 'amount', 'status'])
    .where('trade_no', '=', tradeNo)
    .executeTakeFirst();
}

/** The order numbers a trade pays for, in order. */
export async function orderSnsOfTrade(db: Executor, tradeNo: string): Promise<string[]> {
  const orders = await db
    .selectFrom('orders')
    .select('order_sn')
    .where('trade_no', '=', tradeNo)
    .orderBy('id')
    .execute();
  return orders.map((o) => o.order_sn);
}

/** The provider reference of a trade; undefined when there is no such trade. */
export async function providerRefOf(db: Executor, tradeNo: string): Promise<string | undefined> {
  const after = await db
    .selectFrom('payments')
    .select('provider_ref')
    .where('trade_no', '=', tradeNo)
    .executeTakeFirst();
  return after?.provider_ref;
}

/** Records the provider a pending trade is being paid through (the notify's provider settles). */
export async function recordProvider(db: Executor, tradeNo: string, provider: string) {
  await db
    .updateTable('payments')
    .set({ provider })
    .where('trade_no', '=', tradeNo)
    .where('status', '=', 'pending')
    .execute();
}

/** The user's openid from a WeChat social binding (JSAPI payments), if one exists. */
export async function wechatOpenid(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('social_accounts')
    .select('openid')
    .where('user_id', '=', userId)
    .where('provider', '=', 'wechat')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.openid;
}
