/**
 * Account helpers shared by the account and social modules: opening a session, the
 * cancellation check and the anonymisation of a cancelled account.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { CancelCheck, LoginData } from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { t, type Lang } from '../../messages';
import { revokeSessionRows } from '../../lib/sessions';
import { AFTER_SALE_OPEN, ORDER } from '../order/order.state';
import * as users from '../user/user.repository';

/** users.status: 0 active, 1 restricted (by staff), 2 cancelled by the user. */
export const USER_CANCELLED = 2;

/** Opens a session for a user and answers the spec's LoginData. */
export async function openSession(
  app: AppContext,
  db: Executor,
  userId: number,
  req: FastifyRequest,
): Promise<LoginData> {
  const ua = req.headers['user-agent'];
  const token = await users.createSession(
    db,
    'user_tokens',
    userId,
    typeof ua === 'string' ? ua : '',
    app.clock.now(),
  );
  const user = await users.findById(db, userId);
  if (!user) throw new Error('user vanished');
  return { token, user_id: userId, user_info: users.toUserInfo(user) };
}

const n = (r: { n: number | string | bigint } | undefined): number => Number(r?.n ?? 0);

/** Why the account cannot be cancelled now (empty: it can). */
export async function cancelCheck(db: Executor, userId: number, lang: Lang): Promise<CancelCheck> {
  const [orders, afterSales, withdrawals, user] = await Promise.all([
    db
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('status', 'in', [ORDER.PENDING, ORDER.PAID, ORDER.SHIPPED])
      .executeTakeFirst(),
    db
      .selectFrom('after_sales')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('status', 'in', AFTER_SALE_OPEN)
      .executeTakeFirst(),
    db
      .selectFrom('withdrawals')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
    users.findById(db, userId),
  ]);
  const reasons: string[] = [];
  if (n(orders) > 0) reasons.push(t(lang, 'account.cancelOrders', { n: n(orders) }));
  if (n(afterSales) > 0) reasons.push(t(lang, 'account.cancelAfterSales', { n: n(afterSales) }));
  if (Number(user?.reward_money ?? 0) > 0) reasons.push(t(lang, 'account.cancelReward'));
  if (Number(user?.balance ?? 0) > 0) reasons.push(t(lang, 'account.cancelBalance'));
  if (n(withdrawals) > 0) reasons.push(t(lang, 'account.cancelWithdrawals', { n: n(withdrawals) }));
  return { can_cancel: reasons.length === 0, reasons };
}

/**
 * Anonymises the account in the caller's transaction: mobile → `cancelled:<id>` (unique, never
 * a valid mobile, so the number can register again), nickname 已注销用户, no avatar, an
 * unusable password hash, no pay password, status 2; every session revoked; addresses, social
 * bindings, rights and bank cards removed. Orders, ledger and withdrawals stay (bookkeeping).
 * Null when the account was not active any more (a racing cancellation); else the revoked
 * session ids (disconnect their sockets after the commit: lib/sessions.ts).
 */
export async function anonymise(
  db: Executor,
  userId: number,
  now: number,
): Promise<number[] | null> {
  const res = await db
    .updateTable('users')
    .set({
      mobile: `cancelled:${userId}`,
      nickname: t('zh', 'account.cancelledNickname'),
      avatar: '',
      password_hash: `cancelled$${now}`,
      pay_password_hash: null,
      status: USER_CANCELLED,
    })
    .where('id', '=', userId)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  const revoked = await revokeSessionRows(db, 'user', { ownerId: userId }, now);
  await db.deleteFrom('user_addresses').where('user_id', '=', userId).execute();
  await db.deleteFrom('social_accounts').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_rights').where('user_id', '=', userId).execute();
  await db
    .updateTable('bank_cards')
    .set({ status: 0, unbound_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 1)
    .execute();
  return revoked;
}
