/**
 * Account helpers shared by the account and social modules: opening a session, the
 * cancellation check and the anonymisation of a cancelled account.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { CancelCheck, LoginData, SellerAccess } from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';
import { t, type Lang } from '../../messages';
import { invalid } from '../../lib/reply';
import { revokeSessionRows } from '../../lib/sessions';
import { AFTER_SALE_OPEN, ORDER } from '../order/order.state';
import { consumeCode } from '../auth/sms.service';
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

/** The seller-side rights the user holds (user_rights). */
export async function sellerAccess(db: Executor, userId: number): Promise<SellerAccess> {
  const rows = await db
    .selectFrom('user_rights')
    .select('right')
    .where('user_id', '=', userId)
    .execute();
  const has = new Set(rows.map((r) => r.right));
  return {
    shop_owner: has.has('shop_owner'),
    live_manager: has.has('live_manager'),
    agent: has.has('agent'),
    seller: has.has('seller'),
  };
}

/**
 * Changes the user's mobile with the verified SMS code `codeId` (consumed here) and revokes the
 * user's other sessions. Returns the revoked session ids (to disconnect after the commit).
 */
export async function changeMobile(
  app: AppContext,
  lang: Lang,
  user: { id: number; tokenId: number },
  mobile: string,
  codeId: number,
): Promise<number[]> {
  const now = app.clock.now();
  let revoked: number[] = [];
  try {
    await app.database.db.transaction().execute(async (tx) => {
      if (!(await consumeCode(tx, codeId, now))) throw invalid(t(lang, 'codeExpired'));
      if (await users.findByMobile(tx, mobile)) throw invalid(t(lang, 'mobileTaken'));
      await tx.updateTable('users').set({ mobile }).where('id', '=', user.id).execute();
      // Whoever was logged in with the old number elsewhere is logged out; this session stays.
      revoked = await revokeSessionRows(
        tx,
        'user',
        { ownerId: user.id, exceptTokenId: user.tokenId },
        now,
      );
    });
  } catch (err) {
    // the unique index on mobile settles a race with a registration
    if (isUniqueViolation(err)) throw invalid(t(lang, 'mobileTaken'));
    throw err;
  }
  return revoked;
}

/**
 * Cancels the account with the verified SMS code `codeId` (consumed here): checked again inside
 * the transaction, then anonymised. Returns the revoked session ids.
 */
export async function cancelAccount(
  app: AppContext,
  lang: Lang,
  userId: number,
  codeId: number,
): Promise<number[]> {
  const now = app.clock.now();
  return app.database.db.transaction().execute(async (tx) => {
    if (!(await consumeCode(tx, codeId, now))) throw invalid(t(lang, 'codeExpired'));
    // again inside the transaction: an order placed meanwhile refuses the cancellation
    const again = await cancelCheck(tx, userId, lang);
    if (!again.can_cancel)
      throw invalid(`${t(lang, 'account.cancelRefused')}: ${again.reasons[0]}`);
    const ids = await anonymise(tx, userId, now);
    if (!ids) throw invalid(t(lang, 'account.cancelRefused'));
    return ids;
  });
}
