/**
 * Stock movements of orders and the closing of unpaid orders (deadline sweeper, buyer cancel).
 * Stock changes only by conditional update plus a stock_ledger row in the same transaction
 * (ARCHITECTURE.md "Stock"); the release happens only in the transaction that won the 0 → 5
 * transition, so it happens exactly once.
 */
import { carrierCode } from '../../../shared/carriers';
import { sql, type Insertable } from 'kysely';
import { isPostgres, type Db, type Executor } from '../../db';
import { precompiled, row } from '../../db/precompiled';
import type { StockLedgerTable } from '../../db/schema';
import type { AppContext } from '../../context';
import type { StoredSubmission } from '../../lib/submissions';
import { creditShoppingPoints, giveBackExchangePoints } from '../activity/activity.service';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';
import { notifyOrderShipped } from '../message/message.notify';
import type { AfterCommit } from '../payment/payment-kinds';
import { queueMerchantOrderEvents, runAfterCommit } from './order-events';
import { ORDER, transition } from './order.state';
import { recordParcel, subscribeAfterCommit } from '../logistics/logistics.service';
import { closeEvent, orderEvent } from './order-event-text';
import { readSettings } from '../config/config.repository';

/**
 * The stock location an order's goods come from: the warehouse for mall orders, the shop's own
 * location for a local shop order (`orders.local_shop_id`, docs/api-local-shop.md).
 */
export async function orderStockLocation(
  tx: Executor,
  localShopId: number | null | undefined,
): Promise<number> {
  if (!localShopId) return WAREHOUSE_LOCATION_ID;
  const loc = await tx
    .selectFrom('stock_locations')
    .select('id')
    .where('local_shop_id', '=', localShopId)
    .where('kind', '=', 'local_shop')
    .orderBy('id')
    .executeTakeFirst();
  if (!loc) throw new Error(`no stock location of local shop ${localShopId}`);
  return loc.id;
}

/**
 * Takes `n` units of a SKU from a location (the warehouse unless given) when at least `n` are
 * there. Returns false (and changes nothing) when not.
 */
export async function takeStock(
  tx: Executor,
  skuId: number,
  n: number,
  ref: { key: string; ref: string; operator: string; now: number },
  locationId: number = WAREHOUSE_LOCATION_ID,
): Promise<boolean> {
  const row = await tx
    .updateTable('stock')
    .set({ quantity: sql<number>`quantity - ${n}` })
    .where('location_id', '=', locationId)
    .where('sku_id', '=', skuId)
    .where('quantity', '>=', n)
    .returning('quantity')
    .executeTakeFirst();
  if (!row) return false;
  await tx
    .insertInto('stock_ledger')
    .values({
      location_id: locationId,
      sku_id: skuId,
      delta: -n,
      before_qty: row.quantity + n,
      after_qty: row.quantity,
      reason: 'sale',
      ref: ref.ref,
      operator: ref.operator,
      idempotency_key: ref.key,
      created_at: ref.now,
    })
    .execute();
  return true;
}

/**
 * Takes the stock of several SKUs of the warehouse in one go (the mall checkout): one
 * conditional update per SKU in ascending SKU order (a fixed lock order, so two buyers cannot
 * deadlock), then ONE insert of all their ledger rows (issue 21: fewer statements while the
 * stock rows are locked). Returns the first SKU that is short, or null when all were taken; on
 * a short SKU the caller must roll the transaction back (earlier SKUs were already taken).
 */
// every sale runs these (db/precompiled.ts: compiled once)
const TAKE_STOCK = precompiled((db, a: { n: number; location: number; sku: number }) =>
  db
    .updateTable('stock')
    .set({ quantity: sql<number>`quantity - ${a.n}` })
    .where('location_id', '=', a.location)
    .where('sku_id', '=', a.sku)
    .where('quantity', '>=', a.n)
    .returning('quantity'),
);
type LedgerRow = Insertable<StockLedgerTable>;
/** The columns a sale's ledger row is written with (INSERT_LEDGER, TAKE_STOCK_WITH_SALES). */
const LEDGER_COLUMNS = [
  'location_id',
  'sku_id',
  'delta',
  'before_qty',
  'after_qty',
  'reason',
  'ref',
  'operator',
  'idempotency_key',
  'created_at',
] as const;
const INSERT_LEDGER = precompiled((db, a: LedgerRow) =>
  db.insertInto('stock_ledger').values(row(a, LEDGER_COLUMNS)),
);

/**
 * PostgreSQL only (data-modifying WITH): one SKU's stock take by conditional update, its ledger
 * row and its goods' sales counter as ONE statement. On the sustained checkout these rows are
 * what every buyer waits for, and PostgreSQL holds their locks to the commit: one round trip
 * and the commit instead of three and the commit (issue 21). No row comes back, and nothing
 * changes, when the stock is short.
 */
const TAKE_STOCK_WITH_SALES = precompiled(
  (
    db,
    a: {
      n: number;
      location: number;
      sku: number;
      goods: number;
      ref: string;
      operator: string;
      key: string;
      now: number;
      result: string;
      user: number;
      client_key: string;
    },
  ) =>
    db
      .with('s', (q) =>
        q
          .updateTable('stock')
          .set({ quantity: sql<number>`quantity - ${a.n}` })
          .where('location_id', '=', a.location)
          .where('sku_id', '=', a.sku)
          .where('quantity', '>=', a.n)
          .returning('quantity'),
      )
      .with('l', (q) =>
        q
          .insertInto('stock_ledger')
          .columns(LEDGER_COLUMNS)
          .expression((eb) =>
            eb
              .selectFrom('s')
              .select([
                sql<number>`${a.location}::integer`.as('location_id'),
                sql<number>`${a.sku}::integer`.as('sku_id'),
                sql<number>`-${a.n}::integer`.as('delta'),
                sql<number>`s.quantity + ${a.n}::integer`.as('before_qty'),
                's.quantity as after_qty',
                sql<string>`'sale'`.as('reason'),
                sql<string>`${a.ref}::text`.as('ref'),
                sql<string>`${a.operator}::text`.as('operator'),
                sql<string>`${a.key}::text`.as('idempotency_key'),
                sql<number>`${a.now}::bigint`.as('created_at'),
              ]),
          ),
      )
      .with('g', (q) =>
        q
          .updateTable('goods')
          .set({ sales: sql<number>`sales + ${a.n}` })
          .where('id', '=', a.goods)
          .where((eb) => eb.exists(eb.selectFrom('s').select('s.quantity'))),
      )
      // the submission's stored answer (lib/submissions.ts submitOnce): a short stock rolls
      // it back with everything else
      .with('r', (q) =>
        q
          .updateTable('submissions')
          .set({ result: a.result })
          .where('user_id', '=', a.user)
          .where('client_key', '=', a.client_key),
      )
      .selectFrom('s')
      .select('s.quantity'),
);

/**
 * The contended rows of a checkout: its stored answer, `takeStocks`, then each goods' sales
 * counter (goods id order). The SKU it could not take, or null. On PostgreSQL one SKU of one
 * goods is one statement with the answer (TAKE_STOCK_WITH_SALES).
 */
export async function takeStocksWithSales(
  tx: Executor,
  moves: readonly { skuId: number; n: number; key: string; ref: string }[],
  sales: ReadonlyMap<number, number>,
  by: { operator: string; now: number },
  submission: StoredSubmission,
): Promise<number | null> {
  const only = moves.length === 1 ? moves[0] : undefined;
  const [goods] = sales.keys();
  if (
    only &&
    sales.size === 1 &&
    goods !== undefined &&
    sales.get(goods) === only.n &&
    isPostgres(tx)
  ) {
    const left = await TAKE_STOCK_WITH_SALES.first(tx, {
      n: only.n,
      location: WAREHOUSE_LOCATION_ID,
      sku: only.skuId,
      goods,
      ref: only.ref,
      operator: by.operator,
      key: only.key,
      now: by.now,
      result: submission.result,
      user: submission.user,
      client_key: submission.key,
    });
    return left ? null : only.skuId;
  }
  await submission.store();
  const short = await takeStocks(tx, moves, by);
  if (short !== null) return short;
  for (const [goodsId, n] of [...sales].sort((a, b) => a[0] - b[0])) {
    await ADD_SALES.execute(tx, { n, id: goodsId });
  }
  return null;
}

const ADD_SALES = precompiled((db, a: { n: number; id: number }) =>
  db
    .updateTable('goods')
    .set({ sales: sql<number>`sales + ${a.n}` })
    .where('id', '=', a.id),
);

export async function takeStocks(
  tx: Executor,
  moves: readonly { skuId: number; n: number; key: string; ref: string }[],
  by: { operator: string; now: number },
): Promise<number | null> {
  const sorted = [...moves].sort((a, b) => a.skuId - b.skuId);
  const ledger: LedgerRow[] = [];
  for (const m of sorted) {
    const left = await TAKE_STOCK.first(tx, {
      n: m.n,
      location: WAREHOUSE_LOCATION_ID,
      sku: m.skuId,
    });
    if (!left) return m.skuId;
    ledger.push({
      location_id: WAREHOUSE_LOCATION_ID,
      sku_id: m.skuId,
      delta: -m.n,
      before_qty: left.quantity + m.n,
      after_qty: left.quantity,
      reason: 'sale',
      ref: m.ref,
      operator: by.operator,
      idempotency_key: m.key,
      created_at: by.now,
    });
  }
  if (ledger.length === 1) await INSERT_LEDGER.execute(tx, ledger[0]!);
  else if (ledger.length > 1) await tx.insertInto('stock_ledger').values(ledger).execute();
  return null;
}

/**
 * Puts `n` units back into a location, the warehouse unless given (reason `release`, or
 * `return` for goods sent back).
 */
export async function returnStock(
  tx: Executor,
  skuId: number,
  n: number,
  ref: { key: string; ref: string; operator: string; now: number; reason: string },
  locationId: number = WAREHOUSE_LOCATION_ID,
): Promise<void> {
  let row = await tx
    .updateTable('stock')
    .set({ quantity: sql<number>`quantity + ${n}` })
    .where('location_id', '=', locationId)
    .where('sku_id', '=', skuId)
    .returning('quantity')
    .executeTakeFirst();
  if (!row) {
    row = await tx
      .insertInto('stock')
      .values({ location_id: locationId, sku_id: skuId, quantity: n })
      .returning('quantity')
      .executeTakeFirstOrThrow();
  }
  await tx
    .insertInto('stock_ledger')
    .values({
      location_id: locationId,
      sku_id: skuId,
      delta: n,
      before_qty: row.quantity - n,
      after_qty: row.quantity,
      reason: ref.reason,
      ref: ref.ref,
      operator: ref.operator,
      idempotency_key: ref.key,
      created_at: ref.now,
    })
    .execute();
}

/**
 * Closes an unpaid order: 0 → 5, then (only when that won) its stock back to its location,
 * its amount out of the trade's payment, and the submission's coupon back to the user once no
 * order of the submission is open any more. Returns whether this call closed it.
 */
export async function closeUnpaidOrder(
  tx: Executor,
  orderId: number,
  reason: string,
  now: number,
  operator: string,
  afterCommit: AfterCommit[] = [],
): Promise<boolean> {
  const won = await transition(tx, orderId, [ORDER.PENDING], ORDER.CLOSED, {
    now,
    extra: { closed_at: now, close_reason: reason },
    event: { kind: 'closed', ...closeEvent(reason) },
  });
  if (!won) return false;
  await queueMerchantOrderEvents(tx, [orderId], afterCommit);
  const order = await tx
    .selectFrom('orders')
    .select(['id', 'trade_no', 'pay_amount', 'coupon_user_id', 'local_shop_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const locationId = await orderStockLocation(tx, order.local_shop_id);
  const items = await tx
    .selectFrom('order_items')
    .select(['sku_id', 'goods_id', sql<number>`sum(quantity)`.as('n')])
    .where('order_id', '=', orderId)
    .groupBy(['sku_id', 'goods_id'])
    .execute();
  for (const it of items) {
    const n = Number(it.n);
    await returnStock(
      tx,
      it.sku_id,
      n,
      {
        key: `order:${orderId}:${it.sku_id}:release`,
        ref: `order:${orderId}`,
        operator,
        now,
        reason: 'release',
      },
      locationId,
    );
    await tx
      .updateTable('goods')
      .set({ sales: sql<number>`case when sales >= ${n} then sales - ${n} else 0 end` })
      .where('id', '=', it.goods_id)
      .execute();
  }
  await giveBackExchangePoints(tx, orderId, now); // points exchange (modules/activity)
  // The payment row also serialises sibling closes of one submission (row lock), so the
  // "no order left open" check below sees the other's committed close.
  await tx
    .updateTable('payments')
    .set({
      amount: sql<number>`amount - ${order.pay_amount}`,
      status: sql<'closed'>`case when amount - ${order.pay_amount} <= 0 then 'closed' else status end`,
    })
    .where('trade_no', '=', order.trade_no)
    .where('status', '=', 'pending')
    .execute();
  if (order.coupon_user_id) {
    const open = await tx
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('n'))
      .where('trade_no', '=', order.trade_no)
      .where('status', '!=', ORDER.CLOSED)
      .executeTakeFirst();
    if (Number(open?.n ?? 0) === 0) {
      await tx
        .updateTable('coupon_users')
        .set({ status: 0, used_at: null, order_id: null })
        .where('id', '=', order.coupon_user_id)
        .where('status', '=', 1)
        .execute();
    }
  }
  return true;
}

/**
 * Closes overdue unpaid orders (all users, or one user's on read), each in its own
 * transaction. Returns how many this call closed. With `app`, the merchants of the closed
 * orders' sellers hear of it (`merchantOrder`) after each commit.
 */
export async function sweepOverdue(
  db: Db,
  now: number,
  userId?: number,
  app?: AppContext,
): Promise<number> {
  let q = db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', ORDER.PENDING)
    .where('pay_deadline', '<=', now);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const ids = await q.orderBy('id').limit(500).execute();
  let closed = 0;
  for (const { id } of ids) {
    const afterCommit: AfterCommit[] = [];
    const won = await db
      .transaction()
      .execute((tx) =>
        closeUnpaidOrder(tx, id, '超时未支付，订单已关闭', now, 'sweeper', afterCommit),
      );
    if (app) runAfterCommit(app, afterCommit);
    if (won) closed += 1;
  }
  return closed;
}

/**
 * Auto-receipt (business settings `order.auto_receipt_days`): shipped orders whose parcel left
 * that many days ago and that the buyer has not confirmed are received now (receiveOrder: the
 * same transition and points). Answers how many were received.
 */
export async function autoReceive(db: Db, now: number): Promise<number> {
  const days = (await readSettings(db, 'order')).auto_receipt_days;
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', ORDER.SHIPPED)
    .where('shipped_at', '<=', now - days * 86_400)
    .orderBy('id')
    .limit(500)
    .execute();
  let n = 0;
  for (const { id } of rows) if (await receiveOrder(db, id, now)) n += 1;
  return n;
}

/** A buyer may remind the seller to ship once per this many seconds. */
export const REMIND_INTERVAL_S = 24 * 3600;

/**
 * The buyer cancels an unpaid order (closeUnpaidOrder in its own transaction); the merchants
 * hear of it after the commit. Returns whether this call closed it.
 */
export async function closeByBuyer(
  app: AppContext,
  orderId: number,
  reason: string,
  operator: string,
): Promise<boolean> {
  const afterCommit: AfterCommit[] = [];
  const won = await app.database.db
    .transaction()
    .execute((tx) => closeUnpaidOrder(tx, orderId, reason, app.clock.now(), operator, afterCommit));
  if (won) runAfterCommit(app, afterCommit);
  return won;
}

/** The buyer confirms receipt: shipped → received, and the shopping points once. */
export async function receiveOrder(db: Db, orderId: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const moved = await transition(tx, orderId, [ORDER.SHIPPED], ORDER.RECEIVED, {
      now,
      extra: { received_at: now },
      event: { kind: 'received', ...orderEvent('received') },
    });
    // shopping earns points (modules/activity), once, with the receipt
    if (moved) await creditShoppingPoints(tx, orderId, now);
    return moved;
  });
}

/**
 * Records a reminder to ship a paid order, at most once per REMIND_INTERVAL_S (conditional
 * update). Returns false when reminded too recently.
 */
export async function remindSeller(db: Db, orderId: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('orders')
    .set({ reminded_at: now })
    .where('id', '=', orderId)
    .where('status', '=', ORDER.PAID)
    .where((eb) =>
      eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<=', now - REMIND_INTERVAL_S)]),
    )
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return false;
  await db
    .insertInto('order_events')
    .values({ order_id: orderId, kind: 'remind', ...orderEvent('remind'), created_at: now })
    .execute();
  return true;
}

/**
 * The seller ships a paid order (paid → shipped with the parcel); then the merchants and the
 * buyer's message centre hear of it. Returns whether this call shipped it.
 */
export async function shipOrder(
  app: AppContext,
  orderId: number,
  express: { express_company: string; express_no: string },
  now: number,
): Promise<boolean> {
  // the transition is its own (committed) statement
  const afterCommit: AfterCommit[] = [];
  const won = await shipPaidOrder(app.database.db, orderId, express, now, afterCommit);
  if (won) runAfterCommit(app, afterCommit);
  return won;
}

/**
 * Paid → shipped with the parcel on `ex` (issue 20: the operator console ships in its own
 * transaction, with its audit row); the merchants' and the buyer's notices are queued on
 * `afterCommit`. Returns whether this call shipped it.
 */
export async function shipPaidOrder(
  ex: Executor,
  orderId: number,
  express: { express_company: string; express_no: string },
  now: number,
  afterCommit: AfterCommit[],
): Promise<boolean> {
  // the carrier is stored as its code (shared/carriers.ts), rendered per reader (issue 18 C)
  const company = carrierCode(express.express_company) ?? express.express_company;
  const won = await transition(ex, orderId, [ORDER.PAID], ORDER.SHIPPED, {
    now,
    extra: {
      shipped_at: now,
      express_company: company,
      express_no: express.express_no,
    },
    event: {
      kind: 'shipped',
      ...orderEvent('shipped', { carrier: company, no: express.express_no }),
    },
  });
  if (!won) return false;
  await queueMerchantOrderEvents(ex, [orderId], afterCommit);
  await notifyOrderShipped(ex, orderId, now, afterCommit); // message centre (modules/message)
  // the waybill, for the tracking provider's pushes (modules/logistics, issue 22)
  const parcelId = await recordParcel(ex, orderId, { company, number: express.express_no }, now);
  if (parcelId !== null) afterCommit.push(subscribeAfterCommit(parcelId));
  return true;
}
