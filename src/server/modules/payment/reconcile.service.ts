/**
 * Payment reconciliation (issue 22): what the shop and a payment provider disagree on, recorded
 * once in `payment_checks` (unique per trade, kind and refund number) with the action taken.
 *
 * - A verified payment for a trade the shop closed (`paid_after_close`) or already paid another
 *   way (`paid_twice`) is refunded in full through the asynchronous refund flow: the check and a
 *   `refunds` row (its own out_refund_no) are claimed in one transaction, the provider is called
 *   after the commit and the refund-retry job takes over on errors. Closed orders are not
 *   reopened (their stock and coupons were released).
 * - The job asks the provider about trades of a real provider still pending here (or closed
 *   without a payment) after 5 minutes: a payment whose notify never came is settled as the
 *   notify would have (`paid_not_notified`), or refunded when the trade was closed meanwhile.
 * - Provider refunds pending for more than a day are reported (`refund_stuck`, action manual).
 *
 * The sandbox provider's trades are not queried: its payment and notify happen in one request.
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { AfterCommit } from './payment-kinds';
import {
  configuredProviders,
  refundRetryDelay,
  settleTrade,
  submitRefund,
} from './payment.service';

export type CheckKind =
  | 'paid_after_close'
  | 'paid_not_notified'
  | 'paid_twice'
  | 'amount_differs'
  | 'refund_stuck'
  | 'refund_failed';
export type CheckAction = 'settled' | 'refunded' | 'none' | 'manual';

/** A trade is queried once it is this old (s), and again no sooner than this after (s). */
export const RECONCILE_AFTER_S = 300;
/** Trades older than this (s) are no longer queried. */
export const RECONCILE_WINDOW_S = 2 * 86400;
/** A provider refund still pending after this (s) is reported. */
export const REFUND_STUCK_AFTER_S = 86400;

/** The number of the refund of a late payment: one per trade and kind. */
export const lateRefundNo = (tradeNo: string, kind: 'paid_after_close' | 'paid_twice') =>
  `${tradeNo}${kind === 'paid_after_close' ? 'L' : 'D'}`;

interface CheckRow {
  trade_no: string;
  provider: string;
  kind: CheckKind;
  our_state: string;
  our_amount: number;
  provider_state: string;
  provider_amount: number;
  provider_ref: string;
  action: CheckAction;
  out_refund_no?: string;
  created_at: number;
}

/** Records a check once; its id, or undefined when it was recorded before. */
export async function recordCheck(db: Executor, row: CheckRow): Promise<number | undefined> {
  const r = await db
    .insertInto('payment_checks')
    .values({ ...row, out_refund_no: row.out_refund_no ?? '' })
    .onConflict((oc) => oc.columns(['trade_no', 'kind', 'out_refund_no']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id;
}

/**
 * A payment the provider collected for a trade the shop will not settle: records the check and
 * claims a refund of the whole collected amount in one transaction, then calls the provider.
 * `claimed` the first time, `repeat` when this payment was handled before (nothing changes).
 */
export async function refundLatePayment(
  app: AppContext,
  p: {
    trade_no: string;
    provider: string;
    kind: 'paid_after_close' | 'paid_twice';
    our_state: string;
    our_amount: number;
    amount: number;
    provider_ref: string;
  },
): Promise<'claimed' | 'repeat'> {
  const now = app.clock.now();
  const outRefundNo = lateRefundNo(p.trade_no, p.kind);
  const refundId = await app.database.db.transaction().execute(async (tx) => {
    const checkId = await recordCheck(tx, {
      trade_no: p.trade_no,
      provider: p.provider,
      kind: p.kind,
      our_state: p.our_state,
      our_amount: p.our_amount,
      provider_state: 'paid',
      provider_amount: p.amount,
      provider_ref: p.provider_ref,
      action: 'refunded',
      out_refund_no: outRefundNo,
      created_at: now,
    });
    if (checkId === undefined) return undefined;
    const r = await tx
      .insertInto('refunds')
      .values({
        // no after-sale: the refund points at its check (negative, never an after-sale id)
        after_sale_id: -checkId,
        trade_no: p.trade_no,
        amount: p.amount,
        method: 'online',
        status: 'pending',
        out_refund_no: outRefundNo,
        provider: p.provider,
        next_try_at: now + refundRetryDelay(0),
        finished_at: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // the trade is not queried again: the check and its refund carry it from here
    await tx
      .updateTable('payments')
      .set({ next_check_at: now + RECONCILE_WINDOW_S })
      .where('trade_no', '=', p.trade_no)
      .execute();
    return r.id;
  });
  if (refundId === undefined) return 'repeat';
  await submitRefund(app, refundId);
  return 'claimed';
}

export interface ReconcileResult {
  /** trades queried at their provider */
  queried: number;
  /** checks recorded by this pass */
  found: number;
}

/**
 * One reconciliation pass (the `payment-reconcile` job, and the console's "check now"): at
 * most `limit` trades queried, oldest check first. A query that fails is tried next time.
 */
export async function reconcilePayments(app: AppContext, limit = 50): Promise<ReconcileResult> {
  const { db } = app.database;
  const now = app.clock.now();
  const out: ReconcileResult = { queried: 0, found: 0 };
  const providers = [...configuredProviders(app).values()].filter((p) => p.name !== 'sandbox');
  if (providers.length > 0) {
    const trades = await db
      .selectFrom('payments')
      .select(['trade_no', 'provider', 'status', 'amount', 'provider_ref'])
      .where(
        'provider',
        'in',
        providers.map((p) => p.name),
      )
      .where((eb) =>
        eb.or([
          eb('status', '=', 'pending'),
          eb.and([eb('status', '=', 'closed'), eb('provider_ref', '=', '')]),
        ]),
      )
      .where('created_at', '<=', now - RECONCILE_AFTER_S)
      .where('created_at', '>', now - RECONCILE_WINDOW_S)
      .where('next_check_at', '<=', now)
      .orderBy('next_check_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    for (const t of trades) {
      const provider = providers.find((p) => p.name === t.provider)!;
      await db
        .updateTable('payments')
        .set({ next_check_at: now + RECONCILE_AFTER_S })
        .where('trade_no', '=', t.trade_no)
        .execute();
      out.queried += 1;
      let s;
      try {
        s = await provider.query(t.trade_no);
      } catch {
        continue; // asked again after RECONCILE_AFTER_S
      }
      if (s.state !== 'paid') {
        if (t.status === 'closed' && s.state !== 'pending') {
          // closed on both sides: nothing more to learn
          await db
            .updateTable('payments')
            .set({ next_check_at: now + RECONCILE_WINDOW_S })
            .where('trade_no', '=', t.trade_no)
            .execute();
        }
        continue;
      }
      if (await settleOrRefund(app, t, { ...s, provider: provider.name }, now)) out.found += 1;
    }
  }
  out.found += await reportRefunds(app, now, limit, 'refund_stuck');
  out.found += await reportRefunds(app, now, limit, 'refund_failed');
  return out;
}

/** A trade the provider reports paid: settled as its notify would, or refunded; true if recorded. */
async function settleOrRefund(
  app: AppContext,
  t: { trade_no: string; status: string; amount: number },
  s: { amount: number; provider_ref: string; provider: string },
  now: number,
): Promise<boolean> {
  const { db } = app.database;
  if (t.status === 'pending' && s.amount === Number(t.amount)) {
    const afterCommit: AfterCommit[] = [];
    const won = await db.transaction().execute(async (tx) => {
      const settled = await settleTrade(
        tx,
        t.trade_no,
        {
          method: 'online',
          provider: s.provider,
          provider_ref: s.provider_ref,
          amount: s.amount,
          now,
        },
        afterCommit,
      );
      if (!settled) return false;
      await recordCheck(tx, {
        trade_no: t.trade_no,
        provider: s.provider,
        kind: 'paid_not_notified',
        our_state: 'pending',
        our_amount: Number(t.amount),
        provider_state: 'paid',
        provider_amount: s.amount,
        provider_ref: s.provider_ref,
        action: 'settled',
        created_at: now,
      });
      return true;
    });
    if (won) {
      for (const run of afterCommit) run(app);
      return true;
    }
  }
  const p = await db
    .selectFrom('payments')
    .select(['status', 'amount', 'provider_ref'])
    .where('trade_no', '=', t.trade_no)
    .executeTakeFirstOrThrow();
  // its notify came meanwhile
  if (p.provider_ref === s.provider_ref) return false;
  if (p.status === 'closed') {
    const r = await refundLatePayment(app, {
      trade_no: t.trade_no,
      provider: s.provider,
      kind: 'paid_after_close',
      our_state: 'closed',
      our_amount: Number(p.amount),
      amount: s.amount,
      provider_ref: s.provider_ref,
    });
    return r === 'claimed';
  }
  if (p.status === 'pending') {
    // paid another amount than the trade's (orders of it closed meanwhile): an operator decides
    return (
      (await recordCheck(db, {
        trade_no: t.trade_no,
        provider: s.provider,
        kind: 'amount_differs',
        our_state: 'pending',
        our_amount: Number(p.amount),
        provider_state: 'paid',
        provider_amount: s.amount,
        provider_ref: s.provider_ref,
        action: 'manual',
        created_at: now,
      })) !== undefined
    );
  }
  // paid here another way (wallet, another provider) meanwhile: the provider's payment goes back
  const r = await refundLatePayment(app, {
    trade_no: t.trade_no,
    provider: s.provider,
    kind: 'paid_twice',
    our_state: p.status,
    our_amount: Number(p.amount),
    amount: s.amount,
    provider_ref: s.provider_ref,
  });
  return r === 'claimed';
}

/**
 * Records, once each, provider refunds an operator must look at: pending for more than a day
 * (`refund_stuck`), or refused for good by the provider (`refund_failed`: the buyer has not got
 * the money back; the after-sale still reads refunded). How many were new.
 */
async function reportRefunds(
  app: AppContext,
  now: number,
  limit: number,
  kind: 'refund_stuck' | 'refund_failed',
): Promise<number> {
  const { db } = app.database;
  let q = db
    .selectFrom('refunds')
    .leftJoin('payment_checks as c', (j) =>
      j
        .onRef('c.trade_no', '=', 'refunds.trade_no')
        .onRef('c.out_refund_no', '=', 'refunds.out_refund_no')
        .on('c.kind', '=', kind),
    )
    .select([
      'refunds.trade_no',
      'refunds.provider',
      'refunds.amount',
      'refunds.out_refund_no',
      'refunds.provider_ref',
    ])
    .where('refunds.provider', '!=', '')
    .where('c.id', 'is', null);
  q =
    kind === 'refund_stuck'
      ? q
          .where('refunds.status', '=', 'pending')
          .where('refunds.created_at', '<=', now - REFUND_STUCK_AFTER_S)
      : q.where('refunds.status', '=', 'failed');
  const rows = await q.orderBy('refunds.id').limit(limit).execute();
  let n = 0;
  for (const r of rows) {
    const id = await recordCheck(db, {
      trade_no: r.trade_no,
      provider: r.provider,
      kind,
      our_state: kind === 'refund_stuck' ? 'pending' : 'failed',
      our_amount: Number(r.amount),
      provider_state: kind === 'refund_stuck' ? 'unknown' : 'failed',
      provider_amount: 0,
      provider_ref: r.provider_ref,
      action: 'manual',
      out_refund_no: r.out_refund_no,
      created_at: now,
    });
    if (id !== undefined) n += 1;
  }
  return n;
}
