/**
 * Cabinet sales (docs/api-guishang.md, "Cabinet orders"): creating a sale takes its goods out of
 * their slots at once (reason `sale`, key `co:<order>:<line>`); it then waits for the buyer's
 * payment (payment kind `cabinet`, settled by the notify through `settleTrade`). Cancelling it,
 * or its deadline passing, puts the goods back (reason `correction`, key `cor:<order>:<line>`)
 * exactly once: only the call that wins the conditional `status 0 → 2` update books the moves.
 * Events (`cabinetOrder`, `stockChanged`) are emitted after the commit.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { cabinetRoom, EVENTS, merchantRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db';
import { startJob } from '../../lib/jobs';
import { parseJson } from '../../lib/json';
import { moveMerchantMoney } from './money.service';
import { registerPaymentKind } from '../payment/payment-kinds';
import { withStockMoves } from './stock.service';

/** How long an unpaid cabinet sale waits for its payment, seconds. */
export const CABINET_PAY_TTL_S = 15 * 60;

export const CABINET_ORDER = { UNPAID: 0, PAID: 1, CANCELLED: 2 } as const;

export interface CabinetOrderLineView {
  cabinet_goods_id: number;
  location_id: number;
  slot_no: number | null;
  sku_id: number;
  name: string;
  image: string;
  price: number;
  quantity: number;
}

export interface CabinetOrderView {
  id: number;
  order_sn: string;
  cabinet_id: number;
  cabinet_name: string;
  status: number;
  amount: number;
  pay_deadline: number;
  paid_at: number | null;
  created_at: number;
  buyer_mobile: string;
  lines: CabinetOrderLineView[];
}

export function newCabinetOrderSn(now: number): string {
  return `C${now}${randomBytes(5).toString('hex')}`.slice(0, 32);
}

/** The first image of a cabinet goods, else the shop goods image. */
export function goodsImage(images: string | null | undefined, fallback: string): string {
  return parseJson<string[]>(images ?? '[]', [])[0] ?? fallback;
}

/** Orders by id (in the given order) as the API shows them. */
export async function cabinetOrderViews(ex: Executor, ids: number[]): Promise<CabinetOrderView[]> {
  if (ids.length === 0) return [];
  const orders = await ex
    .selectFrom('cabinet_orders as o')
    .innerJoin('cabinets as c', 'c.id', 'o.cabinet_id')
    .selectAll('o')
    .select('c.name as cabinet_name')
    .where('o.id', 'in', ids)
    .execute();
  const lines = await ex
    .selectFrom('cabinet_order_lines as l')
    .leftJoin('stock_locations as s', 's.id', 'l.location_id')
    .selectAll('l')
    .select('s.slot_no')
    .where('l.order_id', 'in', ids)
    .orderBy('l.id')
    .execute();
  const byId = new Map(orders.map((o) => [o.id, o]));
  return ids.flatMap((id) => {
    const o = byId.get(id);
    if (!o) return [];
    return [
      {
        id: o.id,
        order_sn: o.order_sn,
        cabinet_id: o.cabinet_id,
        cabinet_name: o.cabinet_name,
        status: o.status,
        amount: Number(o.amount),
        pay_deadline: Number(o.pay_deadline),
        paid_at: o.paid_at === null ? null : Number(o.paid_at),
        created_at: Number(o.created_at),
        buyer_mobile: o.buyer_mobile,
        lines: lines
          .filter((l) => l.order_id === o.id)
          .map((l) => ({
            cabinet_goods_id: l.cabinet_goods_id,
            location_id: l.location_id,
            slot_no: l.slot_no,
            sku_id: l.sku_id,
            name: l.name,
            image: l.image,
            price: Number(l.price),
            quantity: l.quantity,
          })),
      },
    ];
  });
}

/** Emits `cabinetOrder` to the merchant's and the cabinet's rooms (call after the commit). */
export function emitCabinetOrder(
  app: AppContext,
  o: { id: number; merchant_id: number; cabinet_id: number; status: number; amount: number },
): void {
  app.io?.to([merchantRoom(o.merchant_id), cabinetRoom(o.cabinet_id)]).emit(EVENTS.cabinetOrder, {
    order_id: o.id,
    cabinet_id: o.cabinet_id,
    status: o.status,
    amount: Number(o.amount),
  });
}

/**
 * Cancels an unpaid order (the merchant's cancel, or its deadline): closes its pending payment,
 * wins `status 0 → 2`, and puts every line back into its slot. Returns false (nothing changed)
 * when the order was not unpaid. The payment row is touched before the order row, in the same
 * order as a settling notify, so the two never deadlock; whichever commits first wins.
 */
export async function closeCabinetOrder(
  app: AppContext,
  orderId: number,
  opts: { merchantId?: number; now: number; operator: string },
): Promise<boolean> {
  const closed = await withStockMoves(app, async (move, tx) => {
    const order = await tx
      .selectFrom('cabinet_orders')
      .select(['id', 'merchant_id', 'cabinet_id', 'amount', 'trade_no', 'status'])
      .where('id', '=', orderId)
      .$if(opts.merchantId !== undefined, (q) => q.where('merchant_id', '=', opts.merchantId!))
      .executeTakeFirst();
    if (!order || order.status !== CABINET_ORDER.UNPAID) return null;
    if (order.trade_no) {
      await tx
        .updateTable('payments')
        .set({ status: 'closed' })
        .where('trade_no', '=', order.trade_no)
        .where('status', '=', 'pending')
        .execute();
    }
    const won = await tx
      .updateTable('cabinet_orders')
      .set({ status: CABINET_ORDER.CANCELLED, cancelled_at: opts.now })
      .where('id', '=', orderId)
      .where('status', '=', CABINET_ORDER.UNPAID)
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) === 0) return null;
    const lines = await tx
      .selectFrom('cabinet_order_lines')
      .select(['id', 'location_id', 'sku_id', 'quantity'])
      .where('order_id', '=', orderId)
      .orderBy('location_id')
      .orderBy('id')
      .execute();
    for (const l of lines) {
      await move({
        locationId: l.location_id,
        skuId: l.sku_id,
        delta: l.quantity,
        reason: 'correction',
        ref: `cabinet_order:${orderId}`,
        operator: opts.operator,
        idempotencyKey: `cor:${orderId}:${l.id}`,
        now: opts.now,
      });
    }
    return { ...order, amount: Number(order.amount) };
  });
  if (!closed) return false;
  emitCabinetOrder(app, { ...closed, status: CABINET_ORDER.CANCELLED });
  return true;
}

/** Cancels the overdue unpaid orders (of one merchant, or all); returns how many. */
export async function sweepCabinetOrders(
  app: AppContext,
  now: number,
  merchantId?: number,
): Promise<number> {
  const due = await app.database.db
    .selectFrom('cabinet_orders')
    .select('id')
    .where('status', '=', CABINET_ORDER.UNPAID)
    .where('pay_deadline', '<=', now)
    .$if(merchantId !== undefined, (q) => q.where('merchant_id', '=', merchantId!))
    .orderBy('id')
    .limit(200)
    .execute();
  let n = 0;
  for (const o of due) {
    if (await closeCabinetOrder(app, o.id, { now, operator: 'system:expiry' })) n += 1;
  }
  return n;
}

/** How often the sweeper cancels overdue unpaid cabinet sales, ms. */
const SWEEP_INTERVAL_MS = 30_000;

/** Starts the sweeper (every 30 s, once per tick across processes; lib/jobs.ts). */
export function startCabinetOrderSweeper(fastify: FastifyInstance, app: AppContext): void {
  startJob(fastify, app, 'cabinet-order-unpaid', SWEEP_INTERVAL_MS, () =>
    sweepCabinetOrders(app, app.clock.now()),
  );
}

/**
 * Payment kind `cabinet`: runs inside the transaction that won the trade's `pending → paid`
 * update. Marks the order paid (`0 → 1`) and credits the merchant's money account once.
 */
export async function onCabinetTradePaid(
  tx: Tx,
  trade: { trade_no: string; amount: number; now: number },
): Promise<{ id: number; merchant_id: number; cabinet_id: number; amount: number }> {
  const order = await tx
    .selectFrom('cabinet_orders')
    .select(['id', 'merchant_id', 'cabinet_id', 'amount'])
    .where('trade_no', '=', trade.trade_no)
    .executeTakeFirst();
  if (!order) throw new Error(`no cabinet order for trade ${trade.trade_no}`);
  const won = await tx
    .updateTable('cabinet_orders')
    .set({ status: CABINET_ORDER.PAID, paid_at: trade.now })
    .where('id', '=', order.id)
    .where('status', '=', CABINET_ORDER.UNPAID)
    .where(sql<boolean>`amount = ${trade.amount}`)
    .executeTakeFirst();
  // A cancel closes the pending trade in the same transaction, so a paid trade always finds
  // its order unpaid; anything else rolls the settlement back.
  if (Number(won.numUpdatedRows) !== 1) {
    throw new Error(`cabinet order ${order.id} is not payable by ${trade.trade_no}`);
  }
  const amount = Number(order.amount);
  if (amount > 0) {
    await moveMerchantMoney(tx, {
      merchantId: order.merchant_id,
      delta: amount,
      kind: 'sale',
      ref: `cabinet_order:${order.id}`,
      idempotencyKey: `co:${order.id}`,
      now: trade.now,
    });
  }
  return { ...order, amount };
}

registerPaymentKind('cabinet', {
  async onPaid(tx, trade, afterCommit) {
    const order = await onCabinetTradePaid(tx, trade);
    afterCommit.push((app) => emitCabinetOrder(app, { ...order, status: CABINET_ORDER.PAID }));
  },
});
