/**
 * Settlement of online orders (issue 18 part C): the merchant's income from a consumer order of
 * its shop goods is credited to the merchant ledger (`moveMerchantMoney`, kind `sale`, key
 * `order_settle:<order>`, ref `order:<order>`) once the order is completed (received/reviewed)
 * and its after-sale window `SETTLE_AFTER_S` has passed since receipt, for what was not refunded.
 * An order whose after-sale is still undecided waits until it is decided. Run by the scheduled
 * job `order-settle` (lib/jobs.ts); the ledger key makes a second run (or a race) book nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { startJob } from '../../lib/jobs';
import { moveMerchantMoney } from './money.service';
import { settledOrders, settleKey, unsettledOrders } from './settlement.repository';

/** The after-sale window: seconds after receipt before an order's income is settled. */
export const SETTLE_AFTER_S = 7 * 86400;
/** How often the settlement job runs, ms. */
export const SETTLE_INTERVAL_MS = 10 * 60_000;

/** Settles every due order; answers how many were credited now. */
export async function settleDueOrders(app: AppContext): Promise<number> {
  const now = app.clock.now();
  const due = await unsettledOrders(app.database.db, { dueBy: now - SETTLE_AFTER_S });
  let n = 0;
  for (const o of due) {
    const amount = o.pay_amount - o.refunded;
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

/** The settlement view: settled orders and those pending (completed, window not passed). */
export async function settlementView(app: AppContext, merchantId: number) {
  const { db } = app.database;
  const [settled, open] = await Promise.all([
    settledOrders(db, merchantId, 100),
    unsettledOrders(db, { merchantId }),
  ]);
  const pending = open
    .map((o) => ({
      order_id: o.order_id,
      order_sn: o.order_sn,
      amount: o.pay_amount - o.refunded,
      settles_at: o.received_at + SETTLE_AFTER_S,
    }))
    .filter((o) => o.amount > 0);
  return {
    settle_after_s: SETTLE_AFTER_S,
    settled_total: settled.reduce((n, o) => n + o.amount, 0),
    pending_total: pending.reduce((n, o) => n + o.amount, 0),
    settled,
    pending,
  };
}

export function startSettlementJob(fastify: FastifyInstance, app: AppContext): void {
  startJob(fastify, app, 'order-settle', SETTLE_INTERVAL_MS, () => settleDueOrders(app));
}
