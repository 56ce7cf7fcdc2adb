/**
 * Settlement of online orders (issue 18 part C): the merchant's income from a consumer order of
 * its shop goods is credited to the merchant ledger (`moveMerchantMoney`, kind `sale`, key
 * `order_settle:<order>`, ref `order:<order>`) once the order is completed (received/reviewed)
 * and its after-sale window (business settings `order.after_sale_days`) has passed since receipt,
 * for what was not refunded less the platform's commission (settings `commission`, per seller).
 * An order whose after-sale is still undecided waits until it is decided. Run by the scheduled
 * job `order-settle` (lib/jobs.ts); the ledger key makes a second run (or a race) book nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { commissionOf } from '../../../shared/rules/business-settings';
import type { Executor } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';
import { readSettings } from '../config/config.repository';
import { startJob } from '../../lib/jobs';
import { moveMerchantMoney } from './money.service';
import { pendingPage, settledPage, settleKey, unsettledOrders } from './settlement.repository';

/**
 * The after-sale window now: seconds after receipt before an order's income is settled (the
 * buyer's apply closes at the same second: business-settings.ts afterSaleUntil).
 */
export async function settleAfterS(db: Executor): Promise<number> {
  return (await readSettings(db, 'order')).after_sale_days * 86_400;
}
/** How often the settlement job runs, ms. */
export const SETTLE_INTERVAL_MS = 10 * 60_000;

/** Settles every due order; answers how many were credited now. */
export async function settleDueOrders(app: AppContext): Promise<number> {
  const now = app.clock.now();
  const { db } = app.database;
  const due = await unsettledOrders(db, { dueBy: now - (await settleAfterS(db)) });
  const commission = await readSettings(db, 'commission');
  let n = 0;
  for (const o of due) {
    const paid = o.pay_amount - o.refunded;
    const amount = paid - commissionOf(commission, o.seller_id, paid);
    if (amount <= 0) continue;
    try {
      const r = await app.database.db.transaction().execute((tx) =>
        moveMerchantMoney(tx, {
          merchantId: o.merchant_id,
          delta: amount,
          kind: 'sale',
          ref: `order:${o.order_id}`,
          idempotencyKey: settleKey(o.order_id),
          now,
        }),
      );
      if (!r.replayed) n++;
    } catch (err) {
      // a concurrent run booked this order first (the ledger key is unique): nothing to do
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return n;
}

/**
 * The settlement view: totals and counts over all settled / pending orders (cards), and one page
 * of each list (`settled_page`, `pending_page`, `limit` rows each).
 */
export async function settlementView(
  app: AppContext,
  merchantId: number,
  p: { settled_page?: number; pending_page?: number; limit?: number } = {},
) {
  const { db } = app.database;
  const limit = p.limit ?? 20;
  const settleAfter = await settleAfterS(db);
  const [settled, pending] = await Promise.all([
    settledPage(db, merchantId, { page: p.settled_page ?? 1, limit }),
    pendingPage(db, merchantId, { page: p.pending_page ?? 1, limit }),
  ]);
  return {
    settle_after_s: settleAfter,
    settled_total: settled.total,
    pending_total: pending.total,
    settled_count: settled.count,
    pending_count: pending.count,
    settled: settled.list,
    pending: pending.list.map((o) => ({
      order_id: o.order_id,
      order_sn: o.order_sn,
      amount: o.amount,
      settles_at: o.received_at + settleAfter,
    })),
  };
}

export function startSettlementJob(fastify: FastifyInstance, app: AppContext): void {
  startJob(fastify, app, 'order-settle', SETTLE_INTERVAL_MS, () => settleDueOrders(app));
}
