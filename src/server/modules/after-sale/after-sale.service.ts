/**
 * After-sale transactions (docs/api-orders.md "State machine"): the buyer's apply, return parcel
 * and withdrawal, the seller's decision and the refund. One open request per order (claimed by
 * the conditional `orders.after_sale 0 → 1`); the refund amount never exceeds what was paid for
 * the order minus what was refunded; a refund pays out once (refunds row unique per request, and
 * the after-sale transition to refunded is conditional).
 */
import type { AppContext } from '../../context';
import type { Tx } from '../../db';
import { t, type Lang } from '../../messages';
import { invalid, locked } from '../../lib/reply';
import { notifyOps } from '../../lib/ops-events'; // issue 20 (aftersale): the console's queue hears each step
import { afterOrderRefund } from '../activity/activity.service';
import { notifyAfterSaleDecided } from '../message/message.notify';
import { queueMerchantOrderEvents, runAfterCommit } from '../order/order-events';
import { refundedOf } from '../order/order.repository';
import { orderStockLocation, returnStock } from '../order/order.service';
import { AFTER_SALE, ORDER, addEvent, transition, transitionAfterSale } from '../order/order.state';
import { afterSaleUntil } from '../../../shared/rules/business-settings';
import { readSettings } from '../config/config.repository';
import type { AfterCommit } from '../payment/payment-kinds';
import { refundTrade, submitRefunds } from '../payment/payment.service';
import { releaseCouponAfterRefund } from '../promo/coupon.service';
import { releaseFlag } from './after-sale.repository';
import { carrierParam, orderEvent } from '../order/order-event-text';

/** Orders a buyer may apply for after-sale on: paid, shipped, received, reviewed. */
export const AFTER_SALE_ORDER_STATES = [ORDER.PAID, ORDER.SHIPPED, ORDER.RECEIVED, ORDER.REVIEWED];

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The request fields the transitions and the refund read. */
interface AfterSaleRef {
  id: number;
  order_id: number;
  user_id: number;
  type: string;
  amount: number;
  status: number;
}

/**
 * The buyer applies: claims the order's after-sale flag, checks the amount, records the request.
 * A received order is refused once its after-sale window (settings `order.after_sale_days`,
 * counted from receipt like settlement) has passed; the claim repeats the check, so a request
 * never lands on an order the settlement job may already have paid out.
 */
export async function applyAfterSale(
  app: AppContext,
  lang: Lang,
  userId: number,
  order: { id: number; pay_amount: number; received_at: number | null },
  input: {
    type: 'refund' | 'return_refund';
    reason: string;
    amount: number;
    description: string;
    images: string[];
  },
): Promise<{ id: number }> {
  const now = app.clock.now();
  const rules = await readSettings(app.database.db, 'order');
  const windowPassed = () =>
    invalid(t(lang, 'order.afterSaleWindowPassed', { days: rules.after_sale_days }));
  const until = afterSaleUntil(rules, order.received_at);
  if (until !== null && now >= until) throw windowPassed();
  const afterCommit: AfterCommit[] = [];
  const applied = await app.database.db.transaction().execute(async (tx) => {
    // the claim: one open request per order, also under concurrent applies; a receipt inside
    // the window only (the order may have been received since it was read)
    const opensAfter = now - rules.after_sale_days * 86_400;
    const claim = await tx
      .updateTable('orders')
      .set({ after_sale: 1 })
      .where('id', '=', order.id)
      .where('after_sale', '=', 0)
      .where('status', 'in', AFTER_SALE_ORDER_STATES)
      .where((eb) => eb.or([eb('received_at', 'is', null), eb('received_at', '>', opensAfter)]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) {
      const row = await tx
        .selectFrom('orders')
        .select(['after_sale', 'received_at'])
        .where('id', '=', order.id)
        .executeTakeFirst();
      if (row && row.after_sale === 0 && row.received_at !== null) throw windowPassed();
      throw locked(t(lang, 'order.afterSaleExists'));
    }
    const max = order.pay_amount - (await refundedOf(tx, order.id));
    if (input.amount > max) {
      throw invalid(`amount: ${t(lang, 'order.afterSaleAmount', { n: yuan(Math.max(0, max)) })}`);
    }
    const row = await tx
      .insertInto('after_sales')
      .values({
        order_id: order.id,
        user_id: userId,
        type: input.type,
        reason: input.reason,
        amount: input.amount,
        description: input.description,
        images: JSON.stringify(input.images),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addEvent(
      tx,
      order.id,
      'after_sale',
      orderEvent('afterSaleApplied', { amount: input.amount }),
      now,
    );
    await queueMerchantOrderEvents(tx, [order.id], afterCommit);
    return { id: row.id };
  });
  runAfterCommit(app, afterCommit);
  notifyOps(app, 'aftersale', applied.id); // issue 20 (aftersale)
  return applied;
}

/** The buyer's return parcel of an approved return-and-refund: approved → returned. */
export async function setReturnExpress(
  app: AppContext,
  lang: Lang,
  a: AfterSaleRef,
  express: { express_company: string; express_no: string },
): Promise<void> {
  const now = app.clock.now();
  const afterCommit: AfterCommit[] = [];
  await app.database.db.transaction().execute(async (tx) => {
    const won = await transitionAfterSale(tx, a.id, [AFTER_SALE.APPROVED], AFTER_SALE.RETURNED, {
      now,
      extra: { express_company: express.express_company, express_no: express.express_no },
    });
    if (!won) throw invalid(t(lang, 'order.afterSaleState'));
    await addEvent(
      tx,
      a.order_id,
      'after_sale',
      orderEvent('afterSaleReturned', {
        carrier: carrierParam(express.express_company),
        no: express.express_no,
      }),
      now,
    );
    await queueMerchantOrderEvents(tx, [a.order_id], afterCommit);
  });
  runAfterCommit(app, afterCommit);
  notifyOps(app, 'aftersale', a.id); // issue 20 (aftersale)
}

/** The buyer withdraws a request still `applied`: the order's flag is released. */
export async function withdrawAfterSale(
  app: AppContext,
  lang: Lang,
  a: AfterSaleRef,
): Promise<void> {
  const now = app.clock.now();
  const afterCommit: AfterCommit[] = [];
  await app.database.db.transaction().execute(async (tx) => {
    const won = await transitionAfterSale(tx, a.id, [AFTER_SALE.APPLIED], AFTER_SALE.WITHDRAWN, {
      now,
    });
    if (!won) throw invalid(t(lang, 'order.afterSaleState'));
    await releaseFlag(tx, a.order_id);
    await addEvent(tx, a.order_id, 'after_sale', orderEvent('afterSaleWithdrawn'), now);
    await queueMerchantOrderEvents(tx, [a.order_id], afterCommit);
  });
  runAfterCommit(app, afterCommit);
  notifyOps(app, 'aftersale', a.id); // issue 20 (aftersale)
}

/**
 * Refunds a request: money back once, stock back for returned goods, order closed when fully
 * refunded before shipping. An online refund's id goes to `submit`: the caller submits it to
 * the provider after the commit (`submitRefunds`).
 */
export async function refund(
  app: AppContext,
  tx: Tx,
  a: AfterSaleRef,
  lang: Lang,
  now: number,
  submit: number[],
) {
  const from =
    a.type === 'return_refund' ? [AFTER_SALE.RETURNED] : [AFTER_SALE.APPLIED, AFTER_SALE.APPROVED];
  const won = await transitionAfterSale(tx, a.id, from, AFTER_SALE.REFUNDED, { now });
  if (!won) throw invalid(t(lang, 'order.afterSaleState'));
  const order = await tx
    .selectFrom('orders')
    .select(['id', 'trade_no', 'status', 'pay_amount', 'local_shop_id'])
    .where('id', '=', a.order_id)
    .executeTakeFirstOrThrow();
  await refundTrade(
    tx,
    { afterSaleId: a.id, tradeNo: order.trade_no, userId: a.user_id, amount: a.amount, now },
    submit,
  );
  if (a.type === 'return_refund') {
    const items = await tx
      .selectFrom('order_items')
      .select(['sku_id', 'quantity', 'id'])
      .where('order_id', '=', order.id)
      .execute();
    const locationId = await orderStockLocation(tx, order.local_shop_id);
    for (const it of items) {
      await returnStock(
        tx,
        it.sku_id,
        it.quantity,
        {
          key: `after_sale:${a.id}:${it.id}`,
          ref: `after_sale:${a.id}`,
          operator: 'seller',
          now,
          reason: 'return',
        },
        locationId,
      );
    }
  }
  await releaseFlag(tx, order.id);
  await addEvent(tx, order.id, 'refund', orderEvent('refunded', { amount: a.amount }), now);
  if (order.status === ORDER.PAID && (await refundedOf(tx, order.id)) >= order.pay_amount) {
    await transition(tx, order.id, [ORDER.PAID], ORDER.CLOSED, {
      now,
      extra: { closed_at: now, close_reason: '全额退款，订单关闭' },
      event: { kind: 'closed', ...orderEvent('closedFullRefund') },
    });
  }
  await afterOrderRefund(tx, order.id, now); // points exchange back (modules/activity)
  await releaseCouponAfterRefund(tx, order.id, now); // coupon back when fully refunded (modules/promo)
}

/** The seller approves, rejects or refunds a request; the merchants and the buyer hear of it. */
export async function decideAfterSale(
  app: AppContext,
  lang: Lang,
  a: AfterSaleRef,
  decision: { action: 'approve' | 'reject' | 'refund'; reason: string },
): Promise<void> {
  const now = app.clock.now();
  const afterCommit: AfterCommit[] = [];
  const submit: number[] = [];
  await app.database.db.transaction().execute(async (tx) => {
    if (decision.action === 'approve') {
      const won = await transitionAfterSale(tx, a.id, [AFTER_SALE.APPLIED], AFTER_SALE.APPROVED, {
        now,
      });
      if (!won) throw invalid(t(lang, 'order.afterSaleState'));
      await addEvent(tx, a.order_id, 'after_sale', orderEvent('afterSaleApproved'), now);
    } else if (decision.action === 'reject') {
      const won = await transitionAfterSale(
        tx,
        a.id,
        [AFTER_SALE.APPLIED, AFTER_SALE.APPROVED, AFTER_SALE.RETURNED],
        AFTER_SALE.REJECTED,
        { now, extra: { reject_reason: decision.reason } },
      );
      if (!won) throw invalid(t(lang, 'order.afterSaleState'));
      await releaseFlag(tx, a.order_id);
      await addEvent(
        tx,
        a.order_id,
        'after_sale',
        orderEvent('afterSaleRejected', { reason: decision.reason }),
        now,
      );
    } else {
      await refund(app, tx, a, lang, now, submit);
    }
    await queueMerchantOrderEvents(tx, [a.order_id], afterCommit);
    await notifyAfterSaleDecided(tx, a.id, now, afterCommit); // message centre (modules/message)
  });
  await submitRefunds(app, submit); // the provider call, after the commit
  runAfterCommit(app, afterCommit);
  notifyOps(app, 'aftersale', a.id); // issue 20 (aftersale)
}
