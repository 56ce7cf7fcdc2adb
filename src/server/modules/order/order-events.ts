/**
 * `EVENTS.merchantOrder` for consumer orders of a merchant's sellers (docs/api-guishang.md
 * "Real time"): created, paid, shipped, closed, after-sale applied / decided. The rows are read
 * inside the changing transaction; the event goes out only after the commit. The operator
 * console hears every order change too (`ops:changed {topic: 'orders'}`, issue 20).
 */
import { EVENTS, merchantRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import { notifyOps } from '../../lib/ops-events';
import type { Executor } from '../../db';
import type { AfterCommit } from '../payment/payment-kinds';
import { precompiled } from '../../db/precompiled';

/** One order's row of `queueMerchantOrderEvents` (db/precompiled.ts: every checkout runs it). */
const MERCHANT_OF_ORDER = precompiled((db, a: { id: number }) =>
  db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .select(['o.id', 'o.status', 's.merchant_id'])
    .where('o.id', '=', a.id)
    .where('s.merchant_id', 'is not', null),
);

/** An order's status and its seller's merchant (null: not a merchant's seller). */
export interface MerchantOrderRow {
  id: number;
  status: number;
  merchant_id: number | null;
}

/**
 * Queues one `merchantOrder {order_id, status}` (the order's status as of this transaction) per
 * order that belongs to a merchant's seller; orders of sellers without a merchant are skipped.
 * The caller runs `afterCommit` once the transaction has committed. `known`: the orders' rows
 * when the caller has them already (checkout's PostgreSQL insert returns them), not read again.
 */
export async function queueMerchantOrderEvents(
  ex: Executor,
  orderIds: readonly number[],
  afterCommit: AfterCommit[],
  known?: readonly MerchantOrderRow[],
): Promise<void> {
  if (orderIds.length === 0) return;
  // issue 20: the operator console hears every order change (lib/ops-events.ts), any seller
  afterCommit.push((app: AppContext) => {
    for (const id of orderIds) notifyOps(app, 'orders', id);
  });
  const rows = known
    ? known.filter((o) => o.merchant_id !== null)
    : orderIds.length === 1
      ? await MERCHANT_OF_ORDER.rows(ex, { id: orderIds[0]! })
      : await ex
          .selectFrom('orders as o')
          .innerJoin('sellers as s', 's.id', 'o.seller_id')
          .select(['o.id', 'o.status', 's.merchant_id'])
          .where('o.id', 'in', [...orderIds])
          .where('s.merchant_id', 'is not', null)
          .orderBy('o.id')
          .execute();
  if (rows.length === 0) return;
  afterCommit.push((app: AppContext) => {
    for (const o of rows) {
      app.io
        ?.to(merchantRoom(o.merchant_id!))
        .emit(EVENTS.merchantOrder, { order_id: o.id, status: o.status });
    }
  });
}

/** Runs queued after-commit work (socket events) once the transaction has committed. */
export function runAfterCommit(app: AppContext, afterCommit: readonly AfterCommit[]): void {
  for (const run of afterCommit) run(app);
}
