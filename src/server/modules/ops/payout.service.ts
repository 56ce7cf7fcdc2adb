/**
 * Withdrawal payouts through a payment provider (issue 22; PAYOUT_PROVIDER, providers/payment.ts
 * `transfer`). An operator's "pay out" claims an approved withdrawal in one transaction (the
 * conditional update approved → paying with a new payout number, its audit row), calls the
 * provider after the commit, and settles it by its answer:
 * - done: paying → paid, the provider's reference in `paid_reference`;
 * - failed: paying → approved with the provider's reason in `payout_error` (the operator pays by
 *   hand, refuses, or pays out again with a new number); no money moves: the amount left the
 *   user's reward money when requested and only the refuse path returns it;
 * - accepted (in progress) or thrown (unknown outcome): it stays paying; the `withdrawal-payout`
 *   job asks the provider by the same number (`queryTransfer`) and settles it, or sends the
 *   transfer again with the same number when the provider never received it (paid once).
 * Every settlement is a conditional update on (paying, payout_no), so it happens once.
 */
import type { FastifyInstance } from 'fastify';
import type { OpsWithdrawal } from '../../../shared/contract/ops-money';
import type { AppContext } from '../../context';
import type { Tx } from '../../db';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { startJob } from '../../lib/jobs';
import { notifyOps } from '../../lib/ops-events';
import { invalid } from '../../lib/reply';
import { t, type Lang } from '../../messages';
import type { PaymentProvider, TransferAnswer } from '../../providers/payment';
import { CARD_CONTEXT } from '../bank/bank.repository';
import { paymentProvider } from '../payment/payment.service';
import { findWithdrawal, type WithdrawalRow } from './money.repository';

/** How often the payout job runs, and how old a payout must be before it asks (s). */
export const PAYOUT_CHECK_INTERVAL_MS = 60_000;
export const PAYOUT_CHECK_AFTER_S = 60;
/** The order title Alipay shows with the transfer. */
const PAYOUT_TITLE = '奖励金提现';

/** The provider withdrawals are paid out through, or undefined (PAYOUT_PROVIDER=none). */
export function payoutProvider(app: AppContext): PaymentProvider | undefined {
  const name = app.config.payoutProvider;
  if (name === 'none') return undefined;
  const p = paymentProvider(app, name);
  return p?.transfer && p.queryTransfer ? p : undefined;
}

/** The payout number of attempt `n` (the provider's out_biz_no: letters and digits). */
export const payoutNo = (id: number, n: number) => `W${String(id).padStart(8, '0')}P${n}`;

const snapshot = (w: WithdrawalRow) => ({
  status: w.status,
  amount: Number(w.amount),
  user_id: w.user_id,
  paid_reference: w.paid_reference,
  payout_no: w.payout_no,
  payout_error: w.payout_error,
});

async function settle(
  app: AppContext,
  id: number,
  no: string,
  answer: TransferAnswer,
  actor: AuditActor,
): Promise<boolean> {
  if (answer.status === 'accepted') return false;
  const { db } = app.database;
  const now = app.clock.now();
  const moved = await db.transaction().execute(async (tx) => {
    const before = await findWithdrawal(tx, id);
    const res = await tx
      .updateTable('withdrawals')
      .set(
        answer.status === 'done'
          ? {
              status: 'paid',
              paid_reference: answer.provider_ref.slice(0, 64),
              payout_error: '',
              settled_at: now,
              updated_at: now,
            }
          : {
              status: 'approved',
              payout_error: (answer.reason ?? '').slice(0, 200),
              updated_at: now,
            },
      )
      .where('id', '=', id)
      .where('status', '=', 'paying')
      .where('payout_no', '=', no)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1 || !before) return false;
    await audit(tx, actor, `money.withdrawal_payout_${answer.status}`, id, before);
    return true;
  });
  if (moved) notifyOps(app, 'withdrawals', id);
  return moved;
}

async function audit(tx: Tx, actor: AuditActor, action: string, id: number, before: WithdrawalRow) {
  const after = (await findWithdrawal(tx, id)) as WithdrawalRow;
  await recordAudit(tx, actor, {
    action,
    object_type: 'withdrawal',
    object_id: id,
    before: snapshot(before),
    after: snapshot(after),
  });
}

/** The transfer of a claimed withdrawal (card number opened from its secret box). */
async function send(app: AppContext, provider: PaymentProvider, id: number, no: string) {
  const card = await app.database.db
    .selectFrom('withdrawals as w')
    .innerJoin('bank_cards as c', 'c.id', 'w.bank_card_id')
    .select(['w.actual', 'c.card_enc', 'c.holder_name'])
    .where('w.id', '=', id)
    .executeTakeFirstOrThrow();
  return provider.transfer!({
    out_no: no,
    account: app.secrets.open(card.card_enc, CARD_CONTEXT),
    name: card.holder_name,
    amount: Number(card.actual),
    remark: PAYOUT_TITLE,
  });
}

/**
 * The operator's "pay out": claims the approved withdrawal, calls the provider after the
 * commit and settles by its answer. Returns the withdrawal as it is then (paid, approved with
 * the failure reason, or still paying).
 */
export async function withdrawalPayout(
  app: AppContext,
  lang: Lang,
  actor: AuditActor,
  id: number,
  toView: (r: WithdrawalRow) => OpsWithdrawal,
  wrongState: (status: WithdrawalRow['status']) => Error,
): Promise<OpsWithdrawal> {
  const provider = payoutProvider(app);
  if (!provider) throw invalid(t(lang, 'opsMoney.payoutNone'));
  const { db } = app.database;
  const now = actor.at;
  const no = await db.transaction().execute(async (tx) => {
    const before = await findWithdrawal(tx, id);
    if (!before) throw invalid(t(lang, 'opsMoney.withdrawalNotFound'));
    const n = Number(before.payout_attempts) + 1;
    const res = await tx
      .updateTable('withdrawals')
      .set({
        status: 'paying',
        payout_no: payoutNo(id, n),
        payout_provider: provider.name,
        payout_attempts: n,
        payout_at: now,
        payout_error: '',
        settled_by: actor.operatorId,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'approved')
      .where('payout_attempts', '=', n - 1)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      const current = (await findWithdrawal(tx, id)) ?? before;
      throw wrongState(current.status);
    }
    await audit(tx, actor, 'money.withdrawal_payout', id, before);
    return payoutNo(id, n);
  });
  notifyOps(app, 'withdrawals', id);
  try {
    const answer = await send(app, provider, id, no);
    await settle(app, id, no, answer, { ...actor, at: app.clock.now() });
  } catch {
    // unknown outcome (timeout, network, forged answer): it stays paying; the payout job asks
    // the provider by the same number
  }
  return toView((await findWithdrawal(db, id)) as WithdrawalRow);
}

/** One pass of the payout job: asks about each paying withdrawal claimed a while ago. */
export async function checkPayouts(app: AppContext): Promise<number> {
  const provider = payoutProvider(app);
  const { db } = app.database;
  const now = app.clock.now();
  const rows = await db
    .selectFrom('withdrawals')
    .select(['id', 'payout_no', 'payout_provider'])
    .where('status', '=', 'paying')
    .where('payout_at', '<=', now - PAYOUT_CHECK_AFTER_S)
    .orderBy('id')
    .limit(50)
    .execute();
  let settled = 0;
  const system: AuditActor = { operatorId: null, ip: '', at: now };
  for (const r of rows) {
    const p = r.payout_provider === provider?.name ? provider : payoutProviderByName(app, r);
    if (!p?.queryTransfer) continue;
    try {
      let state = await p.queryTransfer(r.payout_no);
      // the provider never received it: send it again with the same number (paid once)
      if (state.status === 'unknown') state = await send(app, p, r.id, r.payout_no);
      if (state.status !== 'accepted' && (await settle(app, r.id, r.payout_no, state, system))) {
        settled += 1;
      }
    } catch {
      // still unknown: the next pass asks again
    }
  }
  return settled;
}

function payoutProviderByName(app: AppContext, r: { payout_provider: string }) {
  const p = paymentProvider(app, r.payout_provider);
  return p?.transfer && p.queryTransfer ? p : undefined;
}

export function startPayoutJob(fastify: FastifyInstance, app: AppContext) {
  return startJob(fastify, app, 'withdrawal-payout', PAYOUT_CHECK_INTERVAL_MS, () =>
    checkPayouts(app),
  );
}
