/**
 * Wallet routes of docs/api-wallet-account.md: the three accounts and their ledgers, points
 * transfers and withdrawals. All login-required; reads answer GET and POST, writes POST only.
 * A restricted account (users.status != 0) may look but not move money (237).
 */
import type { FastifyInstance } from 'fastify';
import { WALLET } from '../../../shared/contract/wallet';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../lib/auth';
import { t, type Lang } from '../../messages';
import { closed, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { transferIntegral, transferPage, transferQuota } from './transfer.service';
import { pendingWithdrawals, rewardInfo, userAccounts } from './wallet.repository';
import { ledgerPage } from './wallet.service';
import { requestWithdrawal, withdrawalPage } from './withdrawal.service';
import { readSettings } from '../config/config.repository';

function assertActive(user: AuthUser, lang: Lang): void {
  if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
}

export function walletRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  // due points expire before the accounts are shown (docs/api-promotions.md "Points expiry")
  const accounts = (userId: number) => userAccounts(db, userId, app.clock.now());

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: WALLET.balanceInfo,
    auth: 'required',
    handler: async ({ user }) => {
      const [a, frozen, rules] = await Promise.all([
        accounts(user.id),
        pendingWithdrawals(db, user.id),
        readSettings(db, 'withdrawal'),
      ]);
      return {
        balance: a.balance,
        reward_money: a.reward_money,
        integral: a.integral,
        frozen,
        withdrawable: a.reward_money,
        // the rules the withdrawal screens show and check (console settings)
        withdraw_rules: rules,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: WALLET.balanceList,
    auth: 'required',
    handler: ({ input, user, lang }) => ledgerPage(db, { ...input, userId: user.id, lang }),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: WALLET.rewardInfo,
    auth: 'required',
    handler: async ({ user }) => ({
      ...(await rewardInfo(db, user.id, app.clock.now())),
      withdraw_rules: await readSettings(db, 'withdrawal'),
    }),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: WALLET.rewardList,
    auth: 'required',
    handler: ({ input, user, lang }) =>
      ledgerPage(db, { ...input, account: 'reward_money', userId: user.id, lang }),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: WALLET.integralLog,
    auth: 'required',
    handler: ({ input, user, lang }) =>
      ledgerPage(db, { ...input, account: 'integral', userId: user.id, lang }),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: WALLET.twoIntegralInfo,
    auth: 'required',
    handler: async ({ user }) => {
      const { integral } = await accounts(user.id);
      return {
        integral,
        transfer_quota: await transferQuota(db, user.id, integral, app.clock.now()),
        // the rules the transfer form shows and checks (console settings)
        transfer_rules: await readSettings(db, 'points'),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: WALLET.transferLogs,
    auth: 'required',
    handler: ({ input, user }) => transferPage(db, user.id, input.page, input.limit),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: WALLET.integralTransfer,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      assertActive(user, lang);
      const result = await transferIntegral(app, lang, user.id, { ...input, withFee: false });
      return ok({ integral: result.integral }, t(lang, 'transferred'));
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: WALLET.newIntegralTransfer,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      assertActive(user, lang);
      const result = await transferIntegral(app, lang, user.id, { ...input, withFee: true });
      return ok(result, t(lang, 'transferred'));
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: WALLET.extractAmount,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      assertActive(user, lang);
      return ok(await requestWithdrawal(app, lang, user.id, input), t(lang, 'withdrawSubmitted'));
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: WALLET.withdrawalRecord,
    auth: 'required',
    handler: ({ input, user }) => withdrawalPage(db, user.id, input.page, input.limit),
  });
}
