/**
 * The console's money area (issue 20, money): the withdrawals queue and its three actions, each
 * a conditional update on the current status in one transaction with its audit row, so of two
 * concurrent clicks exactly one moves the withdrawal and the other is refused with the state it
 * found. Refusing returns the reserved amount to the user's reward money through the wallet's
 * `move` (ledger row `withdraw_refund`, idempotency key `withdraw_refund:<id>`). Paying moves no
 * money: the amount left the account, with its `withdraw` ledger row, when it was requested
 * (modules/wallet/withdrawal.service.ts).
 */
import type { ListData } from '../../../shared/contract/envelope';
import type {
  OpsLedgerUser,
  OpsTrade,
  OpsWithdrawal,
  OpsWithdrawalPage,
} from '../../../shared/contract/ops-money';
import type { LedgerEntry, WalletAccount, WithdrawalStatus } from '../../../shared/contract/types';
import { REPLY } from '../../../shared/constants';
import type { AppContext } from '../../context';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { notifyOps } from '../../lib/ops-events';
import { invalid, ReplyError } from '../../lib/reply';
import { t, type Lang } from '../../messages';
import { maskCardNo } from '../bank/bank.repository';
import { maskName } from '../identity/identity.service';
import { pendingWithdrawals } from '../wallet/wallet.repository';
import { ledgerPage, move } from '../wallet/wallet.service';
import {
  findUser,
  findWithdrawal,
  moveWithdrawal,
  searchTrades,
  searchWithdrawals,
  type TradeQuery,
  type WithdrawalQuery,
  type WithdrawalRow,
} from './money.repository';
import { payoutProvider, withdrawalPayout } from './payout.service';

const STATUSES: WithdrawalStatus[] = ['pending', 'approved', 'paying', 'paid', 'refused', 'failed'];

function toWithdrawal(r: WithdrawalRow): OpsWithdrawal {
  return {
    id: r.id,
    user_id: r.user_id,
    mobile: r.mobile,
    nickname: r.nickname,
    amount: Number(r.amount),
    fee: Number(r.fee),
    arrival: Number(r.actual),
    status: r.status,
    bank_name: r.bank_name ?? '',
    card_no: maskCardNo(r.card_last4 ?? ''),
    holder_name: maskName(r.holder_name ?? ''),
    remark: r.remark,
    paid_reference: r.paid_reference,
    payout_provider: r.payout_provider,
    payout_error: r.payout_error,
    approved_by_name: r.approved_by_name ?? '',
    approved_at: r.approved_at === null ? null : Number(r.approved_at),
    settled_by_name: r.settled_by_name ?? '',
    settled_at: r.settled_at === null ? null : Number(r.settled_at),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
  };
}

export async function withdrawalQueue(
  app: AppContext,
  q: WithdrawalQuery,
): Promise<OpsWithdrawalPage> {
  const { rows, total, counts } = await searchWithdrawals(app.database.db, q);
  const byStatus = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<
    WithdrawalStatus,
    number
  >;
  for (const c of counts) byStatus[c.status] = c.n;
  return {
    list: rows.map(toWithdrawal),
    total,
    page: q.page,
    limit: q.limit,
    counts: byStatus,
    payout_provider: payoutProvider(app)?.name ?? '',
  };
}

type Action =
  { type: 'approve' } | { type: 'paid'; reference: string } | { type: 'refuse'; reason: string };

function wrongState(
  lang: Lang,
  status: WithdrawalStatus,
  action: Action['type'] | 'payout',
): ReplyError {
  return new ReplyError(
    REPLY.INVALID,
    t(lang, 'opsMoney.withdrawalState', {
      status: t(lang, `opsMoney.status_${status}`),
      action: t(lang, `opsMoney.action_${action}`),
    }),
    { reason: 'state', status },
  );
}

const snapshot = (w: WithdrawalRow) => ({
  status: w.status,
  amount: Number(w.amount),
  user_id: w.user_id,
  paid_reference: w.paid_reference,
  remark: w.remark,
});

async function act(
  app: AppContext,
  lang: Lang,
  actor: AuditActor,
  id: number,
  action: Action,
): Promise<OpsWithdrawal> {
  const { db } = app.database;
  const operatorId = actor.operatorId ?? 0;
  const now = actor.at;
  const after = await db.transaction().execute(async (tx) => {
    const before = await findWithdrawal(tx, id);
    if (!before) throw invalid(t(lang, 'opsMoney.withdrawalNotFound'));
    const moved =
      action.type === 'approve'
        ? await moveWithdrawal(tx, id, ['pending'], {
            status: 'approved',
            approved_by: operatorId,
            approved_at: now,
            updated_at: now,
          })
        : action.type === 'paid'
          ? await moveWithdrawal(tx, id, ['approved'], {
              status: 'paid',
              paid_reference: action.reference,
              settled_by: operatorId,
              settled_at: now,
              updated_at: now,
            })
          : await moveWithdrawal(tx, id, ['pending', 'approved'], {
              status: 'refused',
              remark: action.reason,
              settled_by: operatorId,
              settled_at: now,
              updated_at: now,
            });
    if (!moved) {
      // another operator won: refuse with the state it left (read after its commit)
      const current = (await findWithdrawal(tx, id)) ?? before;
      throw wrongState(lang, current.status, action.type);
    }
    if (action.type === 'refuse') {
      await move(tx, {
        userId: moved.user_id,
        account: 'reward_money',
        delta: Number(moved.amount),
        reason: 'withdraw_refund',
        ref: `withdrawal:${id}`,
        idempotencyKey: `withdraw_refund:${id}`,
        now,
        lang,
      });
    }
    const row = (await findWithdrawal(tx, id)) as WithdrawalRow;
    await recordAudit(tx, actor, {
      action: `money.withdrawal_${action.type}`,
      object_type: 'withdrawal',
      object_id: id,
      before: snapshot(before),
      after: snapshot(row),
    });
    return row;
  });
  notifyOps(app, 'withdrawals', id);
  return toWithdrawal(after);
}

export const withdrawalApprove = (app: AppContext, lang: Lang, actor: AuditActor, id: number) =>
  act(app, lang, actor, id, { type: 'approve' });

export const withdrawalPaid = (
  app: AppContext,
  lang: Lang,
  actor: AuditActor,
  input: { id: number; reference: string },
) => act(app, lang, actor, input.id, { type: 'paid', reference: input.reference });

/** issue 22: pays an approved withdrawal out through the provider (payout.service.ts). */
export const withdrawalPayoutAction = (
  app: AppContext,
  lang: Lang,
  actor: AuditActor,
  id: number,
) =>
  withdrawalPayout(app, lang, actor, id, toWithdrawal, (status) =>
    wrongState(lang, status, 'payout'),
  );

export const withdrawalRefuse = (
  app: AppContext,
  lang: Lang,
  actor: AuditActor,
  input: { id: number; reason: string },
) => act(app, lang, actor, input.id, { type: 'refuse', reason: input.reason });

export async function tradeSearch(app: AppContext, q: TradeQuery): Promise<ListData<OpsTrade>> {
  const { rows, total, orders, refunds } = await searchTrades(app.database.db, q);
  return {
    list: rows.map((r) => ({
      trade_no: r.trade_no,
      user_id: r.user_id,
      mobile: r.mobile,
      amount: Number(r.amount),
      method: r.method,
      status: r.status,
      kind: r.kind,
      provider: r.provider,
      provider_ref: r.provider_ref,
      refunded: Number(r.refunded),
      paid_at: r.paid_at === null ? null : Number(r.paid_at),
      created_at: Number(r.created_at),
      order_sns: orders.filter((o) => o.trade_no === r.trade_no).map((o) => o.order_sn),
      refunds: refunds
        .filter((f) => f.trade_no === r.trade_no)
        .map((f) => ({
          id: f.id,
          amount: Number(f.amount),
          method: f.method,
          status: f.status,
          provider_ref: f.provider_ref,
          created_at: Number(f.created_at),
        })),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

export async function ledgerUser(
  app: AppContext,
  lang: Lang,
  input: { q: string; by: 'mobile' | 'id' },
): Promise<OpsLedgerUser> {
  const { db } = app.database;
  const u = await findUser(db, input.by, input.q);
  if (!u) throw invalid(t(lang, 'opsMoney.userNotFound'));
  return {
    id: u.id,
    mobile: u.mobile,
    nickname: u.nickname,
    accounts: {
      integral: Number(u.integral),
      reward_money: Number(u.reward_money),
      balance: Number(u.balance),
    },
    frozen: await pendingWithdrawals(db, u.id),
  };
}

export function ledgerRows(
  app: AppContext,
  lang: Lang,
  input: { user_id: number; account: WalletAccount; page: number; limit: number },
): Promise<ListData<LedgerEntry>> {
  return ledgerPage(app.database.db, {
    userId: input.user_id,
    account: input.account,
    direction: 'all',
    page: input.page,
    limit: input.limit,
    lang,
  });
}
