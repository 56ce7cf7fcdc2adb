/**
 * The wallet's reads beyond the ledger (wallet.service.ts `ledgerPage`): the three accounts,
 * the money frozen by pending withdrawals and the reward money's totals.
 */
import type { RewardInfo } from '../../../shared/contract';
import type { Db, Executor } from '../../db';
import { sweepIntegralExpiry } from './integral-expiry';

/** The user's three accounts, after due points expired (docs/api-promotions.md "Points expiry"). */
export async function userAccounts(db: Db, userId: number, now: number) {
  await sweepIntegralExpiry(db, now, userId);
  return db
    .selectFrom('users')
    .select(['integral', 'reward_money', 'balance'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Fen reserved by the user's withdrawals not yet paid or refused (requested or approved). */
export async function pendingWithdrawals(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** `/api/user/pay/reward_info`: the reward money, what is frozen, earned and withdrawn. */
export async function rewardInfo(
  db: Db,
  userId: number,
  now: number,
): Promise<Omit<RewardInfo, 'withdraw_rules'>> {
  const [a, frozen, earned, withdrawn] = await Promise.all([
    userAccounts(db, userId, now),
    pendingWithdrawals(db, userId),
    db
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('n'))
      .where('user_id', '=', userId)
      .where('account', '=', 'reward_money')
      .where('delta', '>', 0)
      .where('reason', '!=', 'withdraw_refund')
      .executeTakeFirst(),
    db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'paid')
      .executeTakeFirst(),
  ]);
  return {
    reward_money: a.reward_money,
    frozen,
    total_earned: Number(earned?.n ?? 0),
    total_withdrawn: Number(withdrawn?.n ?? 0),
  };
}
