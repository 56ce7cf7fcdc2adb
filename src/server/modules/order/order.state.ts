/**
 * The order state machine (docs/api-orders.md "State machine"). Every status change of an
 * order goes through `transition`, a conditional update (`where status in (...)`): of two
 * racing requests (pay notify vs deadline sweeper, two confirms) exactly one wins, and only the
 * winner does the side effects (stock and coupon release, refunds) in its transaction.
 */
import type { Updateable } from 'kysely';
import type { AfterSaleStatus, OrderStatus } from '../../../shared/contract';
import type { Executor } from '../../db';
import type { AfterSalesTable, OrdersTable } from '../../db/schema';
import type { StoredEventText } from './order-event-text';

export const ORDER = {
  PENDING: 0,
  PAID: 1,
  SHIPPED: 2,
  RECEIVED: 3,
  REVIEWED: 4,
  CLOSED: 5,
} as const satisfies Record<string, OrderStatus>;

/** The legal moves: 0 → 1 | 5, 1 → 2 | 5 (5 only by a full refund), 2 → 3, 3 → 4. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  0: [1, 5],
  1: [2, 5],
  2: [3],
  3: [4],
  4: [],
  5: [],
};

export const AFTER_SALE = {
  APPLIED: 0,
  APPROVED: 1,
  RETURNED: 2,
  REFUNDED: 3,
  REJECTED: 4,
  WITHDRAWN: 5,
} as const satisfies Record<string, AfterSaleStatus>;

/** Open after-sale states: the order is frozen for confirm, review and shipping. */
export const AFTER_SALE_OPEN: AfterSaleStatus[] = [0, 1, 2];

/**
 * 0 → 1 approve | 3 refund (refund-only, approve and pay at once) | 4 reject | 5 withdraw;
 * 1 → 2 goods sent back | 3 refund (refund-only) | 4; 2 → 3 | 4.
 */
export const AFTER_SALE_TRANSITIONS: Readonly<Record<AfterSaleStatus, readonly AfterSaleStatus[]>> =
  {
    0: [1, 3, 4, 5],
    1: [2, 3, 4],
    2: [3, 4],
    3: [],
    // issue 20 (aftersale): the platform's arbitration overturns a seller's refusal (4 → 1)
    4: [1],
    5: [],
  };

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** A transition not in the table is a programming error, not a user's bad luck. */
function assertLegal<S extends number>(
  table: Readonly<Record<S, readonly S[]>>,
  from: readonly S[],
  to: S,
): void {
  for (const f of from) {
    if (!table[f].includes(to)) throw new Error(`illegal transition ${f} → ${to}`);
  }
}

/**
 * Moves order `orderId` from one of `from` to `to` (with `extra` columns) when it is still in
 * one of `from`; writes a timeline event when `event` is given. Returns whether it won.
 */
export async function transition(
  tx: Executor,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  opts: {
    now: number;
    extra?: Updateable<OrdersTable>;
    // issue 19 part E: `code`/`params` of order-event-text.ts (orderEvent())
    event?: { kind: string; text: string; code?: string; params?: string };
  },
): Promise<boolean> {
  assertLegal(ORDER_TRANSITIONS, from, to);
  const res = await tx
    .updateTable('orders')
    .set({ ...opts.extra, status: to })
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  const won = Number(res.numUpdatedRows) > 0;
  if (won && opts.event) {
    await tx
      .insertInto('order_events')
      .values({ order_id: orderId, ...opts.event, created_at: opts.now })
      .execute();
  }
  return won;
}

/** The after-sale counterpart of `transition`. */
export async function transitionAfterSale(
  tx: Executor,
  id: number,
  from: readonly AfterSaleStatus[],
  to: AfterSaleStatus,
  opts: { now: number; extra?: Updateable<AfterSalesTable> },
): Promise<boolean> {
  assertLegal(AFTER_SALE_TRANSITIONS, from, to);
  const res = await tx
    .updateTable('after_sales')
    .set({ ...opts.extra, status: to, updated_at: opts.now })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function addEvent(
  tx: Executor,
  orderId: number,
  kind: string,
  text: string | StoredEventText,
  now: number,
): Promise<void> {
  const stored = typeof text === 'string' ? { text } : text;
  await tx
    .insertInto('order_events')
    .values({ order_id: orderId, kind, ...stored, created_at: now })
    .execute();
}
