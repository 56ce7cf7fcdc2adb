/**
 * Wallet routes of docs/api-wallet-account.md: the three accounts and their ledgers, points
 * transfers and withdrawals. All login-required; reads answer GET and POST, writes POST only.
 * A restricted account (users.status != 0) may look but not move money (237).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  balanceListInput,
  extractAmountInput,
  integralTransferInput,
  ledgerListInput,
  pageInput,
  type BalanceInfo,
  type RewardInfo,
  type TwoIntegralInfo,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../lib/auth';
import { t, type Lang } from '../../messages';
import { closed, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { transferIntegral, transferPage, transferQuota } from './transfer.service';
import { sweepIntegralExpiry } from './integral-expiry';
import { ledgerPage } from './wallet.service';
import { requestWithdrawal, withdrawalPage } from './withdrawal.service';

function assertActive(user: AuthUser, lang: Lang): void {
  if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
}

export function walletRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  // due points expire before the accounts are shown (docs/api-promotions.md "Points expiry")
  const accounts = async (userId: number) => {
    await sweepIntegralExpiry(db, app.clock.now(), userId);
    return db
      .selectFrom('users')
      .select(['integral', 'reward_money', 'balance'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  };
  const pendingWithdrawals = async (userId: number): Promise<number> => {
    const row = await db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/pay/balance_info',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }): Promise<BalanceInfo> => {
      const [a, frozen] = await Promise.all([accounts(user.id), pendingWithdrawals(user.id)]);
      return {
        balance: a.balance,
        reward_money: a.reward_money,
        integral: a.integral,
        frozen,
        withdrawable: a.reward_money,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/pay/balance_list',
    auth: 'required',
    input: balanceListInput,
    handler: ({ input, user, lang }) => ledgerPage(db, { ...input, userId: user.id, lang }),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/pay/reward_info',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }): Promise<RewardInfo> => {
      const [a, frozen, earned, withdrawn] = await Promise.all([
        accounts(user.id),
        pendingWithdrawals(user.id),
        db
          .selectFrom('wallet_ledger')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('n'))
          .where('user_id', '=', user.id)
          .where('account', '=', 'reward_money')
          .where('delta', '>', 0)
          .where('reason', '!=', 'withdraw_refund')
          .executeTakeFirst(),
        db
          .selectFrom('withdrawals')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('n'))
          .where('user_id', '=', user.id)
          .where('status', '=', 'paid')
          .executeTakeFirst(),
      ]);
      return {
        reward_money: a.reward_money,
        frozen,
        total_earned: Number(earned?.n ?? 0),
        total_withdrawn: Number(withdrawn?.n ?? 0),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/pay/reward_list',
    auth: 'required',
    input: ledgerListInput,
    handler: ({ input, user, lang }) =>
      ledgerPage(db, { ...input, account: 'reward_money', userId: user.id, lang }),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/get_integral_log',
    auth: 'required',
    input: ledgerListInput,
    handler: ({ input, user, lang }) =>
      ledgerPage(db, { ...input, account: 'integral', userId: user.id, lang }),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/two_integral_info',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }): Promise<TwoIntegralInfo> => {
      const { integral } = await accounts(user.id);
      return {
        integral,
        transfer_quota: await transferQuota(db, user.id, integral, app.clock.now()),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/two_integral_and_quota_logs',
    auth: 'required',
    input: pageInput,
    handler: ({ input, user }) => transferPage(db, user.id, input.page, input.limit),
  });

  for (const [url, withFee] of [
    ['/api/user/integral_transfer', false],
    ['/api/user/new_integral_transfer', true],
  ] as const) {
    consumerRoute(fastify, app, {
      method: 'POST',
      url,
      auth: 'required',
      input: integralTransferInput,
      handler: async ({ input, user, lang }) => {
        assertActive(user, lang);
        const result = await transferIntegral(app, lang, user.id, { ...input, withFee });
        return ok(withFee ? result : { integral: result.integral }, t(lang, 'transferred'));
      },
    });
  }

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/pay/extract_amount',
    auth: 'required',
    input: extractAmountInput,
    handler: async ({ input, user, lang }) => {
      assertActive(user, lang);
      return ok(await requestWithdrawal(app, lang, user.id, input), t(lang, 'withdrawSubmitted'));
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/pay/withdrawal_record',
    auth: 'required',
    input: pageInput,
    handler: ({ input, user }) => withdrawalPage(db, user.id, input.page, input.limit),
  });
}
