/**
 * Purchase orders of cabinet merchants (docs/api-guishang.md "Trade"): supplier goods priced
 * into lines, an order with its own payment trade (kind `purchase`, user_id 0), closing unpaid
 * orders after 30 minutes, settlement (payment kind handler), receiving into cabinet slots.
 *
 * States: 0 unpaid → 1 paid (awaiting delivery) → 2 received; 0 → 3 cancelled (by the merchant
 * or on expiry). Every transition is a conditional update; paying and closing race on the
 * trade's own `pending` status (settleTrade vs. closeOrder), so exactly one of them wins.
 */
import { sql } from 'kysely';
import { PURCHASE_STATUSES, type PurchaseLine } from '../../../shared/contract/cabinet-purchase';
import { EVENTS, merchantRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db';
import { parseJson } from '../../lib/json';
import { t, type Lang } from '../../messages';
import { invalid, notFound } from '../../lib/reply';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';
import { registerPaymentKind } from '../payment/payment-kinds';
import type { MerchantAddressView } from './address.routes';
import { num, oneOf } from './cabinet.shared';
import { planReceipt, slotTakes } from './purchase-receive.plan';
import { slotsForPlan } from './purchase-receive.repository';
import { randomHex } from '../../lib/crypto';

export const PURCHASE = { UNPAID: 0, PAID: 1, RECEIVED: 2, CANCELLED: 3 } as const;
/** Seconds an unpaid purchase order stays open. */
export const PURCHASE_PAY_TTL_S = 30 * 60;
/** Freight (fen): free from ¥99 of goods, else ¥8. */
export const FREE_FREIGHT_FROM = 9900;
export const FREIGHT = 800;
/** How often the sweeper closes overdue purchase orders, ms. */
export const PURCHASE_SWEEP_INTERVAL_MS = 30_000;

export const freightFor = (goodsAmount: number): number =>
  goodsAmount >= FREE_FREIGHT_FROM ? 0 : FREIGHT;

export function emitPurchaseOrder(
  app: AppContext,
  merchantId: number,
  orderId: number,
  status: number,
): void {
  app.io?.to(merchantRoom(merchantId)).emit(EVENTS.purchaseOrder, { order_id: orderId, status });
}

// --- supplier goods ---

export function supplyQuery(db: Executor) {
  return db
    .selectFrom('supply_goods as sg')
    .leftJoin('stock as st', (j) =>
      j.onRef('st.sku_id', '=', 'sg.sku_id').on('st.location_id', '=', WAREHOUSE_LOCATION_ID),
    )
    .selectAll('sg')
    .select(sql<number>`coalesce(st.quantity, 0)`.as('stock'));
}
export type SupplyRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof supplyQuery>['executeTakeFirst']>>
>;

export function supplyView(r: SupplyRow) {
  return {
    id: r.id,
    name: r.name,
    image: r.image,
    unit: r.unit,
    price: num(r.price),
    min_qty: r.min_qty,
    stock: num(r.stock),
    sku_id: r.sku_id,
    goods_id: r.goods_id,
    status: r.status,
  };
}

export interface PricedLine {
  supply_goods_id: number;
  sku_id: number;
  name: string;
  image: string;
  unit: string;
  price: number;
  quantity: number;
  amount: number;
}

/**
 * Prices wanted quantities of supplier goods: each must be offered, at least its minimum
 * quantity and within the supplier's stock (the supplier's warehouse stock of the SKU at
 * ordering time; advisory, not reserved). Refusals answer 422 naming the goods.
 */
export async function priceLines(
  db: Executor,
  wanted: { supply_goods_id: number; quantity: number }[],
  lang: Lang,
): Promise<PricedLine[]> {
  const ids = wanted.map((w) => w.supply_goods_id);
  const rows = ids.length ? await supplyQuery(db).where('sg.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.map((w) => {
    const g = byId.get(w.supply_goods_id);
    if (!g) throw notFound(t(lang, 'cabinet.supplyNotFound'));
    if (g.status !== 1) throw invalid(`${g.name}: ${t(lang, 'cabinet.supplyOff')}`);
    if (w.quantity < g.min_qty)
      throw invalid(`${g.name}: ${t(lang, 'cabinet.belowMin')} ${g.min_qty}`);
    if (w.quantity > num(g.stock)) throw invalid(`${g.name}: ${t(lang, 'cabinet.notEnough')}`);
    const price = num(g.price);
    return {
      supply_goods_id: g.id,
      sku_id: g.sku_id,
      name: g.name,
      image: g.image,
      unit: g.unit,
      price,
      quantity: w.quantity,
      amount: price * w.quantity,
    };
  });
}

export function totals(lines: PricedLine[]) {
  const goods_amount = lines.reduce((n, l) => n + l.amount, 0);
  const freight = freightFor(goods_amount);
  return { goods_amount, freight, pay_amount: goods_amount + freight };
}

// --- orders ---

const newTradeNo = (now: number) => `P${now}${randomHex(6)}`;
const newOrderSn = (now: number) => `PO${now}${randomHex(4)}`;

export interface CreatePurchase {
  merchantId: number;
  clientKey: string;
  cabinetId: number;
  address: MerchantAddressView;
  lines: PricedLine[];
  remark: string;
  /** cart items to remove in the same transaction */
  cartIds: number[];
  now: number;
}

function byClientKey(db: Executor, merchantId: number, clientKey: string) {
  return db
    .selectFrom('purchase_orders')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

/** Creates the order and its payment trade; the same client key answers the first order. */
export async function createPurchaseOrder(
  app: AppContext,
  p: CreatePurchase,
): Promise<{ id: number; created: boolean }> {
  const { db } = app.database;
  const first = await byClientKey(db, p.merchantId, p.clientKey);
  if (first) return { id: first.id, created: false };
  const t = totals(p.lines);
  const tradeNo = newTradeNo(p.now);
  try {
    const id = await db.transaction().execute(async (tx) => {
      const order = await tx
        .insertInto('purchase_orders')
        .values({
          merchant_id: p.merchantId,
          order_sn: newOrderSn(p.now),
          client_key: p.clientKey,
          trade_no: tradeNo,
          status: PURCHASE.UNPAID,
          cabinet_id: p.cabinetId,
          address_json: JSON.stringify(p.address),
          goods_amount: t.goods_amount,
          freight: t.freight,
          pay_amount: t.pay_amount,
          remark: p.remark,
          pay_deadline: p.now + PURCHASE_PAY_TTL_S,
          paid_at: null,
          received_at: null,
          closed_at: null,
          created_at: p.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('purchase_order_lines')
        .values(
          p.lines.map((l) => ({
            order_id: order.id,
            supply_goods_id: l.supply_goods_id,
            sku_id: l.sku_id,
            name: l.name,
            image: l.image,
            unit: l.unit,
            price: l.price,
            quantity: l.quantity,
            location_id: null,
          })),
        )
        .execute();
      await tx
        .insertInto('payments')
        .values({
          trade_no: tradeNo,
          user_id: 0,
          amount: t.pay_amount,
          kind: 'purchase',
          created_at: p.now,
        })
        .execute();
      if (p.cartIds.length > 0) {
        await tx
          .deleteFrom('merchant_cart_items')
          .where('merchant_id', '=', p.merchantId)
          .where('id', 'in', p.cartIds)
          .execute();
      }
      return order.id;
    });
    emitPurchaseOrder(app, p.merchantId, id, PURCHASE.UNPAID);
    return { id, created: true };
  } catch (err) {
    // a concurrent first submission of the same key won: answer its order
    const winner = await byClientKey(db, p.merchantId, p.clientKey);
    if (winner) return { id: winner.id, created: false };
    throw err;
  }
}

/**
 * Closes an unpaid order: the trade's `pending → closed` first (so a payment racing it either
 * settled before — nothing closes — or finds the trade closed), then the order 0 → 3.
 */
export async function closePurchaseOrder(tx: Tx, orderId: number, now: number): Promise<boolean> {
  const order = await tx
    .selectFrom('purchase_orders')
    .select(['trade_no', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.status !== PURCHASE.UNPAID) return false;
  const trade = await tx
    .updateTable('payments')
    .set({ status: 'closed' })
    .where('trade_no', '=', order.trade_no)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(trade.numUpdatedRows) === 0) return false;
  const res = await tx
    .updateTable('purchase_orders')
    .set({ status: PURCHASE.CANCELLED, closed_at: now })
    .where('id', '=', orderId)
    .where('status', '=', PURCHASE.UNPAID)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Closes overdue unpaid orders (of one merchant, or all); emits after each commit. */
export async function sweepPurchaseOrders(app: AppContext, merchantId?: number): Promise<number> {
  const { db } = app.database;
  const now = app.clock.now();
  let q = db
    .selectFrom('purchase_orders')
    .select(['id', 'merchant_id'])
    .where('status', '=', PURCHASE.UNPAID)
    .where('pay_deadline', '<', now);
  if (merchantId !== undefined) q = q.where('merchant_id', '=', merchantId);
  const overdue = await q.orderBy('id').limit(500).execute();
  let closed = 0;
  for (const o of overdue) {
    const won = await db.transaction().execute((tx) => closePurchaseOrder(tx, o.id, now));
    if (won) {
      closed += 1;
      emitPurchaseOrder(app, o.merchant_id, o.id, PURCHASE.CANCELLED);
    }
  }
  return closed;
}

/** Registers payment kind `purchase`: a settled trade marks its order paid. */
export function registerPurchaseKind(): void {
  registerPaymentKind('purchase', {
    async onPaid(tx, trade, afterCommit) {
      const order = await tx
        .updateTable('purchase_orders')
        .set({ status: PURCHASE.PAID, paid_at: trade.now, pay_method: trade.method })
        .where('trade_no', '=', trade.trade_no)
        .where('status', '=', PURCHASE.UNPAID)
        .returning(['id', 'merchant_id'])
        .executeTakeFirst();
      if (!order) throw new Error(`purchase trade ${trade.trade_no} has no unpaid order`);
      afterCommit.push((app) => emitPurchaseOrder(app, order.merchant_id, order.id, PURCHASE.PAID));
    },
  });
}

// --- views ---

export function purchaseQuery(db: Executor, merchantId: number) {
  return db
    .selectFrom('purchase_orders as p')
    .leftJoin('cabinets as c', 'c.id', 'p.cabinet_id')
    .selectAll('p')
    .select(sql<string>`coalesce(c.name, '')`.as('cabinet_name'))
    .where('p.merchant_id', '=', merchantId);
}
export type PurchaseRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof purchaseQuery>['executeTakeFirst']>>
>;

export async function purchaseViews(
  db: Executor,
  rows: PurchaseRow[],
  suggest = false,
): Promise<ReturnType<typeof toView>[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('purchase_order_lines')
    .selectAll()
    .where(
      'order_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  const out = [];
  for (const r of rows) {
    const own = lines.filter((l) => l.order_id === r.id);
    const hints =
      suggest && r.status === PURCHASE.PAID
        ? await receiveHints(db, r.cabinet_id, own)
        : {
            suggested: new Map<number, { location_id: number; quantity: number }[]>(),
            allowed: new Map<number, number[]>(),
          };
    out.push(toView(r, own, hints.suggested, hints.allowed));
  }
  return out;
}

function toView(
  r: PurchaseRow,
  lines: Omit<PurchaseLine, 'suggested_location_id' | 'suggested_slots' | 'allowed_slots'>[],
  suggested: Map<number, { location_id: number; quantity: number }[]>,
  allowed: Map<number, number[]>,
) {
  return {
    id: r.id,
    order_sn: r.order_sn,
    trade_no: r.trade_no,
    status: oneOf(PURCHASE_STATUSES, r.status),
    cabinet_id: r.cabinet_id,
    cabinet_name: r.cabinet_name,
    address: parseJson<MerchantAddressView | null>(r.address_json, null),
    goods_amount: num(r.goods_amount),
    freight: num(r.freight),
    pay_amount: num(r.pay_amount),
    pay_method: r.pay_method,
    pay_deadline: num(r.pay_deadline),
    paid_at: r.paid_at === null ? null : num(r.paid_at),
    received_at: r.received_at === null ? null : num(r.received_at),
    closed_at: r.closed_at === null ? null : num(r.closed_at),
    created_at: num(r.created_at),
    remark: r.remark,
    lines: lines.map((l) => ({
      id: l.id,
      supply_goods_id: l.supply_goods_id,
      sku_id: l.sku_id,
      name: l.name,
      image: l.image,
      unit: l.unit,
      price: num(l.price),
      quantity: l.quantity,
      location_id: l.location_id,
      received: num(l.received),
      suggested_location_id: suggested.get(l.id)?.[0]?.location_id ?? null,
      suggested_slots: suggested.get(l.id) ?? [],
      allowed_slots: allowed.get(l.id) ?? [],
    })),
    partly_received: r.status === PURCHASE.PAID && lines.some((l) => num(l.received) > 0),
  };
}
export type PurchaseOrderView = ReturnType<typeof toView>;

/**
 * Where receiving would put each open line (purchase-receive.plan.ts): the product's slots with
 * room, else empty unassigned slots, never a slot holding other goods; a line may be split.
 * `allowed`: the slots with room a merchant may choose for the line (its product's or empty).
 */
export async function suggestLocations(
  db: Executor,
  cabinetId: number,
  lines: { id: number; sku_id: number; quantity: number; received?: number }[],
): Promise<Map<number, { location_id: number; quantity: number }[]>> {
  return (await receiveHints(db, cabinetId, lines)).suggested;
}

export async function receiveHints(
  db: Executor,
  cabinetId: number,
  lines: { id: number; sku_id: number; quantity: number; received?: number }[],
) {
  const slots = await slotsForPlan(db, cabinetId);
  const plan = planReceipt(
    lines.map((l) => ({ id: l.id, sku_id: l.sku_id, open: l.quantity - (l.received ?? 0) })),
    slots,
  );
  const suggested = new Map<number, { location_id: number; quantity: number }[]>();
  for (const m of plan.moves) {
    const list = suggested.get(m.line_id) ?? [];
    list.push({ location_id: m.location_id, quantity: m.quantity });
    suggested.set(m.line_id, list);
  }
  const allowed = new Map<number, number[]>();
  for (const l of lines) {
    allowed.set(
      l.id,
      slots
        .filter(
          (s) => slotTakes(s, l.sku_id) && s.capacity > s.stock.reduce((n, x) => n + x.quantity, 0),
        )
        .map((s) => s.id),
    );
  }
  return { suggested, allowed };
}
