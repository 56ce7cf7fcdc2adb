/**
 * The one way a user's integral (points), reward_money (fen) or balance (fen) changes
 * (docs/api-wallet-account.md "Decisions"; ARCHITECTURE.md "Database"): `move` inside the
 * caller's transaction makes a conditional update (`x = x + delta where x + delta >= 0`) and
 * appends a `wallet_ledger` row with the before/after amounts read from that same update, so the
 * sum of a user's ledger deltas of an account always equals the account.
 * Points (`integral`) also keep lots that expire (integral-lots.ts, docs/api-promotions.md
 * "Points expiry"): a credit adds a lot, a spend expires due lots and then takes the oldest.
 *
 * Concurrency: `lockUsers` takes the users' rows in id order first (PostgreSQL `FOR UPDATE`;
 * SQLite runs one write transaction at a time), so checks that read other rows after it (daily
 * limits, idempotency keys) see every committed movement, and two transfers in opposite
 * directions cannot deadlock.
 */
import { sql } from 'kysely';
import type { LedgerEntry, ListData, WalletAccount } from '../../../shared/contract';
import { isPostgres, type Executor, type Tx } from '../../db';
import { t, type Lang } from '../../messages';
import { invalid } from '../../lib/reply';
import { addLot, consumeLots, zeroDueLots } from './integral-lots';

export type { WalletAccount };

/** Machine reasons of ledger rows and their texts. Other modules add theirs here. */
export const LEDGER_REASONS: Record<string, { zh: string; en: string }> = {
  register_gift: { zh: '注册赠送', en: 'Sign-up gift' },
  sign_in: { zh: '签到奖励', en: 'Check-in reward' },
  invite_reward: { zh: '邀请奖励', en: 'Invitation reward' },
  activity_reward: { zh: '活动奖励', en: 'Activity reward' },
  withdraw: { zh: '提现', en: 'Withdrawal' },
  withdraw_refund: { zh: '提现失败退回', en: 'Withdrawal returned' },
  transfer_out: { zh: '积分转赠', en: 'Points sent' },
  transfer_in: { zh: '收到转赠', en: 'Points received' },
  transfer_fee: { zh: '转赠手续费', en: 'Transfer fee' },
  order_pay: { zh: '订单支付', en: 'Order payment' },
  order_refund: { zh: '订单退款', en: 'Order refund' },
  admin_adjust: { zh: '系统调整', en: 'Adjustment' },
  test_credit: { zh: '测试入账', en: 'Test credit' },
  integral_expire: { zh: '积分过期', en: 'Points expired' },
};

export function reasonText(lang: Lang, reason: string): string {
  return LEDGER_REASONS[reason]?.[lang] ?? reason;
}

const INSUFFICIENT = {
  integral: 'insufficientIntegral',
  reward_money: 'insufficientReward',
  balance: 'insufficientBalance',
} as const;

export interface MoveInput {
  userId: number;
  account: WalletAccount;
  /** signed, non-zero: fen, or points for `integral` */
  delta: number;
  /** machine reason (see LEDGER_REASONS), at most 32 characters */
  reason: string;
  /** what caused it, e.g. `withdrawal:12`; at most 64 characters */
  ref?: string;
  /** unique per movement; the same key again returns the first result and changes nothing */
  idempotencyKey: string;
  /** Unix seconds */
  now: number;
  /** language of the insufficient-funds message */
  lang?: Lang;
}

export interface MoveResult {
  ledgerId: number;
  before: number;
  after: number;
  /** true when the key had been used: nothing changed this time */
  replayed: boolean;
}

/**
 * Locks the users' rows for the rest of the transaction, in id order (no deadlock between two
 * transactions locking the same pair). On SQLite a write transaction already excludes others.
 */
export async function lockUsers(tx: Tx, userIds: number[]): Promise<void> {
  if (!isPostgres(tx) || userIds.length === 0) return;
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  await tx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Moves `delta` on one account of one user and appends the ledger row. Throws 422 (not enough
 * points / balance / reward money) when the account would go below zero; the caller's
 * transaction then rolls back whatever else it did.
 */
export async function move(tx: Tx, m: MoveInput): Promise<MoveResult> {
  if (!Number.isSafeInteger(m.delta) || m.delta === 0) {
    throw new Error(`wallet.move: delta must be a non-zero integer, got ${m.delta}`);
  }
  if (!m.idempotencyKey || m.idempotencyKey.length > 100) {
    throw new Error('wallet.move: idempotency key must be 1..100 characters');
  }
  await lockUsers(tx, [m.userId]);
  const prior = await tx
    .selectFrom('wallet_ledger')
    .selectAll()
    .where('idempotency_key', '=', m.idempotencyKey)
    .executeTakeFirst();
  if (prior) {
    if (prior.user_id !== m.userId || prior.account !== m.account || prior.delta !== m.delta) {
      throw new Error(
        `wallet.move: idempotency key ${m.idempotencyKey} reused for another movement`,
      );
    }
    return {
      ledgerId: prior.id,
      before: prior.before_amount,
      after: prior.after_amount,
      replayed: true,
    };
  }

  // points: due lots expire before a spend, so a spend never uses expired points
  const lots = m.account === 'integral' && m.reason !== 'integral_expire';
  if (lots && m.delta < 0) await expireUserIntegral(tx, m.userId, m.now);

  const column = sql.ref(m.account);
  const updated = await tx
    .updateTable('users')
    .set({ [m.account]: sql<number>`${column} + ${m.delta}` })
    .where('id', '=', m.userId)
    .where(sql<boolean>`${column} + ${m.delta} >= 0`)
    .returning(sql<number>`${column}`.as('after'))
    .executeTakeFirst();
  if (!updated) {
    const exists = await tx
      .selectFrom('users')
      .select('id')
      .where('id', '=', m.userId)
      .executeTakeFirst();
    if (!exists) throw new Error(`wallet.move: no user ${m.userId}`);
    throw invalid(t(m.lang ?? 'zh', INSUFFICIENT[m.account]));
  }
  const after = Number(updated.after);
  const before = after - m.delta;
  const row = await tx
    .insertInto('wallet_ledger')
    .values({
      user_id: m.userId,
      account: m.account,
      delta: m.delta,
      before_amount: before,
      after_amount: after,
      reason: m.reason.slice(0, 32),
      ref: (m.ref ?? '').slice(0, 64),
      idempotency_key: m.idempotencyKey,
      created_at: m.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // points: a credit is a new lot (refunds too); a spend takes the oldest unexpired lots first
  if (lots && m.delta > 0) await addLot(tx, m.userId, row.id, m.delta, m.now);
  if (lots && m.delta < 0) await consumeLots(tx, m.userId, -m.delta, m.now);
  return { ledgerId: row.id, before, after, replayed: false };
}

export interface LedgerQuery {
  userId: number;
  account: WalletAccount;
  direction: 'all' | 'in' | 'out';
  /** only rows of this machine reason */
  reason?: string | undefined;
  page: number;
  limit: number;
  lang: Lang;
}

/** A page of one account's ledger, newest first. */
export async function ledgerPage(db: Executor, q: LedgerQuery): Promise<ListData<LedgerEntry>> {
  let base = db
    .selectFrom('wallet_ledger')
    .where('user_id', '=', q.userId)
    .where('account', '=', q.account);
  if (q.direction === 'in') base = base.where('delta', '>', 0);
  if (q.direction === 'out') base = base.where('delta', '<', 0);
  if (q.reason) base = base.where('reason', '=', q.reason);
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    base
      .select(['id', 'account', 'delta', 'after_amount', 'reason', 'ref', 'created_at'])
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      account: r.account,
      delta: r.delta,
      after: r.after_amount,
      reason: r.reason,
      reason_text: reasonText(q.lang, r.reason),
      ref: r.ref,
      created_at: r.created_at,
    })),
    total: Number(count?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}

/**
 * Expires the user's due lots inside the caller's transaction: zeroes them and books one
 * `integral_expire` row for their remainders. Returns the points expired (0: none).
 * Idempotent: a zeroed lot is never due again, and the key names the batch's first lot.
 */
export async function expireUserIntegral(tx: Tx, userId: number, now: number): Promise<number> {
  const zeroed = await zeroDueLots(tx, userId, now);
  if (!zeroed || zeroed.total === 0) return 0;
  const user = await tx
    .selectFrom('users')
    .select('integral')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const amount = Math.min(zeroed.total, Number(user.integral));
  if (amount <= 0) return 0;
  await move(tx, {
    userId,
    account: 'integral',
    delta: -amount,
    reason: 'integral_expire',
    ref: `integral_lot:${zeroed.firstId}`,
    idempotencyKey: `expire:${userId}:${zeroed.firstId}`,
    now,
  });
  return amount;
}
