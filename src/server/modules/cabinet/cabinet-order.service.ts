/**
 * Cabinet sales (docs/api-guishang.md, "Cabinet orders"): creating a sale takes its goods out of
 * their slots at once (reason `sale`, key `co:<order>:<line>`); it then waits for the buyer's
 * payment (payment kind `cabinet`, settled by the notify through `settleTrade`). Cancelling it,
 * or its deadline passing, puts the goods back (reason `release`, key `cor:<order>:<line>`)
 * exactly once: only the call that wins the conditional `status 0 → 2` update books the moves.
 * Events (`cabinetOrder`, `stockChanged`) are emitted after the commit.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  CabinetOrder as CabinetOrderView,
  cabinetOrderCreateInput,
} from '../../../shared/contract/cabinet-trade';
import { cabinetRoom, EVENTS, merchantRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';
import { t, type Lang } from '../../messages';
import { startJob } from '../../lib/jobs';
import { parseJson } from '../../lib/json';
import { invalid, notFound } from '../../lib/reply';
import { newTradeNo } from '../order/checkout.service';
import { registerPaymentKind } from '../payment/payment-kinds';
import { paymentProvider } from '../payment/payment.service';
import { moveMerchantMoney } from './money.service';
import { StockError, withStockMoves } from './stock.service';
import { randomHex } from '../../lib/crypto';

/** How long an unpaid cabinet sale waits for its payment, seconds. */
export const CABINET_PAY_TTL_S = 15 * 60;

export const CABINET_ORDER = { UNPAID: 0, PAID: 1, CANCELLED: 2 } as const;

export function newCabinetOrderSn(now: number): string {
  return `C${now}${randomHex(5)}`.slice(0, 32);
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
        // a cancelled sale's return (not a count correction); never refused above capacity
        // (`release` is not capped): the slot then shows its over-capacity badge
        reason: 'release',
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

// --- the merchant's routes (cabinet-order.routes.ts) ---

/** Where the cashier sends the buyer's phone back: the h5 home (the buyer has no order page). */
const CASHIER_RETURN_URL = '/h5/#/pages/index/index';

/** A line refused while taking stock; the transaction rolls back and 422 names the goods. */
class LineRefused extends Error {}

async function view(db: Executor, orderId: number): Promise<CabinetOrderView> {
  const [o] = await cabinetOrderViews(db, [orderId]);
  if (!o) throw new Error(`cabinet order ${orderId} vanished`);
  return o;
}

/** The merchant's order (after closing its overdue ones); 422 "not found" otherwise. */
async function ownOrder(app: AppContext, merchantId: number, orderId: number, lang: Lang) {
  const { db } = app.database;
  await sweepCabinetOrders(app, app.clock.now(), merchantId);
  const o = await db
    .selectFrom('cabinet_orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!o) throw notFound(t(lang, 'cabinet.orderNotFound'));
  return o;
}

async function byClientKey(db: Executor, merchantId: number, key: string) {
  return db
    .selectFrom('cabinet_orders')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('client_key', '=', key)
    .executeTakeFirst();
}

/**
 * A sale: takes the goods out of the cabinet's slots at once (each line from the slot holding
 * the most of its SKU); a client key already used answers its first order.
 */
export async function createCabinetOrder(
  app: AppContext,
  merchantId: number,
  input: z.output<typeof cabinetOrderCreateInput>,
  lang: Lang,
): Promise<CabinetOrderView> {
  const { db } = app.database;
  const first = await byClientKey(db, merchantId, input.client_key);
  if (first) return view(db, first.id);
  const cabinet = await db
    .selectFrom('cabinets')
    .select(['id', 'name'])
    .where('id', '=', input.cabinet_id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!cabinet) throw notFound(t(lang, 'cabinet.cabinetNotFound'));
  const goods = await db
    .selectFrom('cabinet_goods as cg')
    .innerJoin('goods_skus as k', 'k.id', 'cg.sku_id')
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .select(['cg.id', 'cg.sku_id', 'cg.name', 'cg.price', 'cg.images', 'cg.status', 'g.image'])
    .where('cg.merchant_id', '=', merchantId)
    .where(
      'cg.id',
      'in',
      input.lines.map((l) => l.cabinet_goods_id),
    )
    .execute();
  const byId = new Map(goods.map((g) => [g.id, g]));
  for (const l of input.lines) {
    const g = byId.get(l.cabinet_goods_id);
    if (!g) throw notFound(t(lang, 'cabinet.goodsNotFound'));
    if (g.status !== 1) throw invalid(`${g.name}: ${t(lang, 'cabinet.goodsOff')}`);
  }
  const now = app.clock.now();
  const amount = input.lines.reduce(
    (n, l) => n + Number(byId.get(l.cabinet_goods_id)!.price) * l.quantity,
    0,
  );
  let orderId: number;
  try {
    orderId = await withStockMoves(app, async (move, tx) => {
      // The claim comes first: a concurrent repeat of the key fails on the unique index.
      const order = await tx
        .insertInto('cabinet_orders')
        .values({
          merchant_id: merchantId,
          cabinet_id: cabinet.id,
          order_sn: newCabinetOrderSn(now),
          client_key: input.client_key,
          status: CABINET_ORDER.UNPAID,
          amount,
          buyer_mobile: input.buyer_mobile ?? '',
          pay_deadline: now + CABINET_PAY_TTL_S,
          paid_at: null,
          cancelled_at: null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Each line from the cabinet's slot holding the most of its SKU.
      const planned = [];
      for (const l of input.lines) {
        const g = byId.get(l.cabinet_goods_id)!;
        const slot = await tx
          .selectFrom('stock as s')
          .innerJoin('stock_locations as loc', 'loc.id', 's.location_id')
          .select(['s.location_id', 's.quantity'])
          .where('loc.cabinet_id', '=', cabinet.id)
          .where('loc.kind', '=', 'cabinet_slot')
          .where('s.sku_id', '=', g.sku_id)
          .orderBy('s.quantity', 'desc')
          .orderBy('s.location_id')
          .limit(1)
          .executeTakeFirst();
        if (!slot || Number(slot.quantity) < l.quantity) throw new LineRefused(g.name);
        planned.push({ line: l, goods: g, locationId: slot.location_id });
      }
      // Moves in location order, so concurrent sales never deadlock.
      planned.sort((a, b) => a.locationId - b.locationId);
      for (const p of planned) {
        const line = await tx
          .insertInto('cabinet_order_lines')
          .values({
            order_id: order.id,
            cabinet_goods_id: p.goods.id,
            location_id: p.locationId,
            sku_id: p.goods.sku_id,
            name: p.goods.name,
            image: goodsImage(p.goods.images, p.goods.image).slice(0, 500),
            price: Number(p.goods.price),
            quantity: p.line.quantity,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        try {
          await move({
            locationId: p.locationId,
            skuId: p.goods.sku_id,
            delta: -p.line.quantity,
            reason: 'sale',
            ref: `cabinet_order:${order.id}`,
            operator: `merchant:${merchantId}`,
            idempotencyKey: `co:${order.id}:${line.id}`,
            now,
          });
        } catch (err) {
          if (err instanceof StockError) throw new LineRefused(p.goods.name);
          throw err;
        }
      }
      return order.id;
    });
  } catch (err) {
    if (err instanceof LineRefused)
      throw invalid(`${err.message}: ${t(lang, 'cabinet.notEnough')}`);
    if (isUniqueViolation(err)) {
      const again = await byClientKey(db, merchantId, input.client_key);
      if (again) return view(db, again.id);
    }
    throw err;
  }
  emitCabinetOrder(app, {
    id: orderId,
    merchant_id: merchantId,
    cabinet_id: cabinet.id,
    status: CABINET_ORDER.UNPAID,
    amount,
  });
  return view(db, orderId);
}

export async function cabinetOrderList(
  app: AppContext,
  merchantId: number,
  f: { page: number; limit: number; cabinet_id?: number; status?: number },
) {
  const { db } = app.database;
  await sweepCabinetOrders(app, app.clock.now(), merchantId);
  let q = db.selectFrom('cabinet_orders').where('merchant_id', '=', merchantId);
  if (f.cabinet_id) q = q.where('cabinet_id', '=', f.cabinet_id);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .select('id')
    .orderBy('id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return {
    total: Number(total?.n ?? 0),
    list: await cabinetOrderViews(
      db,
      rows.map((r) => r.id),
    ),
  };
}

export async function cabinetOrderDetail(
  app: AppContext,
  merchantId: number,
  orderId: number,
  lang: Lang,
): Promise<CabinetOrderView> {
  const o = await ownOrder(app, merchantId, orderId, lang);
  return view(app.database.db, o.id);
}

/** The cashier URL of an unpaid sale: one `payments` row (kind cabinet), reused while pending. */
export async function collectCabinetOrder(
  app: AppContext,
  merchantId: number,
  orderId: number,
  lang: Lang,
) {
  const { db } = app.database;
  const o = await ownOrder(app, merchantId, orderId, lang);
  if (o.status !== CABINET_ORDER.UNPAID) throw invalid(t(lang, 'cabinet.orderNotUnpaid'));
  const now = app.clock.now();
  const trade = await db.transaction().execute(async (tx) => {
    if (o.trade_no) {
      const p = await tx
        .selectFrom('payments')
        .select(['trade_no', 'amount'])
        .where('trade_no', '=', o.trade_no)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (p) return { trade_no: p.trade_no, amount: Number(p.amount) };
    }
    const tradeNo = newTradeNo(now);
    const set = await tx
      .updateTable('cabinet_orders')
      .set({ trade_no: tradeNo })
      .where('id', '=', o.id)
      .where('status', '=', CABINET_ORDER.UNPAID)
      .where('trade_no', '=', o.trade_no)
      .executeTakeFirst();
    if (Number(set.numUpdatedRows) !== 1) {
      // a concurrent collect made the trade first (or the order left "unpaid"): reuse it
      const current = await tx
        .selectFrom('cabinet_orders as o')
        .innerJoin('payments as p', 'p.trade_no', 'o.trade_no')
        .select(['p.trade_no', 'p.amount'])
        .where('o.id', '=', o.id)
        .where('o.status', '=', CABINET_ORDER.UNPAID)
        .where('p.status', '=', 'pending')
        .executeTakeFirst();
      if (!current) throw invalid(t(lang, 'cabinet.orderNotUnpaid'));
      return { trade_no: current.trade_no, amount: Number(current.amount) };
    }
    await tx
      .insertInto('payments')
      .values({
        trade_no: tradeNo,
        user_id: 0,
        amount: Number(o.amount),
        kind: 'cabinet',
        paid_at: null,
        created_at: now,
      })
      .execute();
    return { trade_no: tradeNo, amount: Number(o.amount) };
  });
  return {
    order_id: o.id,
    trade_no: trade.trade_no,
    cashier_url: paymentProvider(app).createCashier(
      { trade_no: trade.trade_no, amount: trade.amount, subject: o.order_sn },
      CASHIER_RETURN_URL,
    ),
    pay_deadline: Number(o.pay_deadline),
  };
}

/** Cancels an unpaid sale (its goods go back into their slots). */
export async function cancelCabinetOrder(
  app: AppContext,
  merchantId: number,
  orderId: number,
  lang: Lang,
): Promise<CabinetOrderView> {
  const o = await ownOrder(app, merchantId, orderId, lang);
  const won = await closeCabinetOrder(app, o.id, {
    merchantId: merchantId,
    now: app.clock.now(),
    operator: `merchant:${merchantId}`,
  });
  if (!won) throw invalid(t(lang, 'cabinet.orderNotUnpaid'));
  return view(app.database.db, o.id);
}
