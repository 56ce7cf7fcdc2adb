/**
 * After-sale (售后) requests (docs/api-orders.md "State machine"): the buyer applies, sends the
 * goods back, withdraws; the seller approves, rejects or refunds. One open request per order
 * (claimed by the conditional `orders.after_sale 0 → 1`); the refund amount never exceeds what
 * was paid for the order minus what was refunded; a refund pays out once (refunds row unique
 * per request, and the after-sale transition to refunded is conditional).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminAfterSaleDecideInput,
  afterSaleApplyInput,
  disputeIdInput,
  paging,
  setDisputeExpressInput,
  type AfterSale,
  type ListData,
} from '../../../shared/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db';
import { t, type Lang } from '../../messages';
import { invalid, locked } from '../../lib/reply';
import { consumerRoute, merchantRoute } from '../../lib/route';
import { afterSaleQuery, findUserOrder, refundedOf, toAfterSales } from '../order/order.repository';
import { illegal } from '../order/order.routes';
import { queueMerchantOrderEvents, runAfterCommit } from '../order/order-events';
import { notifyAfterSaleDecided } from '../message/message.notify';
import { orderStockLocation, returnStock } from '../order/order.service';
import { AFTER_SALE, ORDER, addEvent, transition, transitionAfterSale } from '../order/order.state';
import type { AfterCommit } from '../payment/payment-kinds';
import { paymentProvider, refundTrade } from '../payment/payment.service';
import { afterOrderRefund } from '../activity/activity.service';
import { releaseCouponAfterRefund } from '../promo/coupon.service';
import { ownUploadPath } from '../upload/upload.repository';

/** Orders a buyer may apply for after-sale on: paid, shipped, received, reviewed. */
const AFTER_SALE_ORDER_STATES = [ORDER.PAID, ORDER.SHIPPED, ORDER.RECEIVED, ORDER.REVIEWED];

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Closes the order's after-sale flag (the request ended: refunded, rejected, withdrawn). */
async function releaseFlag(tx: Executor, orderId: number): Promise<void> {
  await tx.updateTable('orders').set({ after_sale: 0 }).where('id', '=', orderId).execute();
}

export function afterSaleRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  const ownAfterSale = async (userId: number, id: number, lang: Lang) => {
    const row = await db
      .selectFrom('after_sales')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw invalid(t(lang, 'order.afterSaleNotFound'));
    return row;
  };

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/after_sales/apply',
    auth: 'required',
    input: afterSaleApplyInput,
    handler: async ({ input, user, lang }) => {
      const order = await findUserOrder(db, user.id, input.order_id);
      if (!order) throw invalid(t(lang, 'order.orderNotFound'));
      if (!(AFTER_SALE_ORDER_STATES as number[]).includes(order.status)) {
        throw illegal(lang, 'after_sale');
      }
      for (const url of input.images) {
        if (!(await ownUploadPath(db, app.storage, user.id, url))) {
          throw invalid(`images: ${t(lang, 'order.imageNotOwn')}`);
        }
      }
      const now = app.clock.now();
      const afterCommit: AfterCommit[] = [];
      const applied = await db.transaction().execute(async (tx) => {
        // the claim: one open request per order, also under concurrent applies
        const claim = await tx
          .updateTable('orders')
          .set({ after_sale: 1 })
          .where('id', '=', order.id)
          .where('after_sale', '=', 0)
          .where('status', 'in', AFTER_SALE_ORDER_STATES)
          .executeTakeFirst();
        if (Number(claim.numUpdatedRows) === 0) throw locked(t(lang, 'order.afterSaleExists'));
        const max = order.pay_amount - (await refundedOf(tx, order.id));
        if (input.amount > max) {
          throw invalid(
            `amount: ${t(lang, 'order.afterSaleAmount', { n: yuan(Math.max(0, max)) })}`,
          );
        }
        const row = await tx
          .insertInto('after_sales')
          .values({
            order_id: order.id,
            user_id: user.id,
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
        await addEvent(tx, order.id, 'after_sale', `买家申请售后：退款¥${yuan(input.amount)}`, now);
        await queueMerchantOrderEvents(tx, [order.id], afterCommit);
        return { id: row.id };
      });
      runAfterCommit(app, afterCommit);
      return applied;
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/order_after_sales_list',
    auth: 'required',
    input: z.object(paging),
    handler: async ({ input, user }): Promise<ListData<AfterSale>> => {
      const [rows, total] = await Promise.all([
        afterSaleQuery(db)
          .where('a.user_id', '=', user.id)
          .orderBy('a.id', 'desc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
        db
          .selectFrom('after_sales')
          .select(sql<number>`count(*)`.as('n'))
          .where('user_id', '=', user.id)
          .executeTakeFirst(),
      ]);
      return {
        list: await toAfterSales(db, rows),
        total: Number(total?.n ?? 0),
        page: input.page,
        limit: input.limit,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/order_dispute',
    auth: 'required',
    input: disputeIdInput,
    handler: async ({ input, user, lang }): Promise<AfterSale> => {
      const rows = await afterSaleQuery(db)
        .where('a.id', '=', input.id)
        .where('a.user_id', '=', user.id)
        .execute();
      const [one] = await toAfterSales(db, rows);
      if (!one) throw invalid(t(lang, 'order.afterSaleNotFound'));
      return one;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/set_dispute_express',
    auth: 'required',
    input: setDisputeExpressInput,
    handler: async ({ input, user, lang }) => {
      const a = await ownAfterSale(user.id, input.id, lang);
      if (a.type !== 'return_refund') throw invalid(t(lang, 'order.afterSaleState'));
      const now = app.clock.now();
      const afterCommit: AfterCommit[] = [];
      await db.transaction().execute(async (tx) => {
        const won = await transitionAfterSale(
          tx,
          a.id,
          [AFTER_SALE.APPROVED],
          AFTER_SALE.RETURNED,
          {
            now,
            extra: { express_company: input.express_company, express_no: input.express_no },
          },
        );
        if (!won) throw invalid(t(lang, 'order.afterSaleState'));
        await addEvent(
          tx,
          a.order_id,
          'after_sale',
          `买家已寄回商品：${input.express_company} ${input.express_no}`,
          now,
        );
        await queueMerchantOrderEvents(tx, [a.order_id], afterCommit);
      });
      runAfterCommit(app, afterCommit);
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/del_order_dispute',
    auth: 'required',
    input: disputeIdInput,
    handler: async ({ input, user, lang }) => {
      const a = await ownAfterSale(user.id, input.id, lang);
      const now = app.clock.now();
      const afterCommit: AfterCommit[] = [];
      await db.transaction().execute(async (tx) => {
        const won = await transitionAfterSale(
          tx,
          a.id,
          [AFTER_SALE.APPLIED],
          AFTER_SALE.WITHDRAWN,
          { now },
        );
        if (!won) throw invalid(t(lang, 'order.afterSaleState'));
        await releaseFlag(tx, a.order_id);
        await addEvent(tx, a.order_id, 'after_sale', '买家撤销售后申请', now);
        await queueMerchantOrderEvents(tx, [a.order_id], afterCommit);
      });
      runAfterCommit(app, afterCommit);
      return null;
    },
  });

  /** Refunds a request: money back once, stock back for returned goods, order closed when fully refunded before shipping. */
  async function refund(
    tx: Tx,
    a: {
      id: number;
      order_id: number;
      user_id: number;
      type: string;
      amount: number;
      status: number;
    },
    lang: Lang,
    now: number,
  ) {
    const from =
      a.type === 'return_refund'
        ? [AFTER_SALE.RETURNED]
        : [AFTER_SALE.APPLIED, AFTER_SALE.APPROVED];
    const won = await transitionAfterSale(tx, a.id, from, AFTER_SALE.REFUNDED, { now });
    if (!won) throw invalid(t(lang, 'order.afterSaleState'));
    const order = await tx
      .selectFrom('orders')
      .select(['id', 'trade_no', 'status', 'pay_amount', 'local_shop_id'])
      .where('id', '=', a.order_id)
      .executeTakeFirstOrThrow();
    await refundTrade(tx, paymentProvider(app), {
      afterSaleId: a.id,
      tradeNo: order.trade_no,
      userId: a.user_id,
      amount: a.amount,
      now,
    });
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
    await addEvent(tx, order.id, 'refund', `已退款¥${yuan(a.amount)}`, now);
    if (order.status === ORDER.PAID && (await refundedOf(tx, order.id)) >= order.pay_amount) {
      await transition(tx, order.id, [ORDER.PAID], ORDER.CLOSED, {
        now,
        extra: { closed_at: now, close_reason: '全额退款，订单关闭' },
        event: { kind: 'closed', text: '全额退款，订单关闭' },
      });
    }
    await afterOrderRefund(tx, order.id, now); // points exchange back (modules/activity)
    await releaseCouponAfterRefund(tx, order.id, now); // coupon back when fully refunded (modules/promo)
  }

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/after_sale/decide',
    auth: 'required',
    input: adminAfterSaleDecideInput,
    handler: async ({ input, merchant, lang }) => {
      const a = await db
        .selectFrom('after_sales as a')
        .innerJoin('orders as o', 'o.id', 'a.order_id')
        .innerJoin('sellers as s', 's.id', 'o.seller_id')
        .selectAll('a')
        .where('a.id', '=', input.id)
        .where('s.merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!a) throw invalid(t(lang, 'order.afterSaleNotFound'));
      const now = app.clock.now();
      const afterCommit: AfterCommit[] = [];
      await db.transaction().execute(async (tx) => {
        if (input.action === 'approve') {
          const won = await transitionAfterSale(
            tx,
            a.id,
            [AFTER_SALE.APPLIED],
            AFTER_SALE.APPROVED,
            { now },
          );
          if (!won) throw invalid(t(lang, 'order.afterSaleState'));
          await addEvent(tx, a.order_id, 'after_sale', '商家已同意售后申请', now);
        } else if (input.action === 'reject') {
          const won = await transitionAfterSale(
            tx,
            a.id,
            [AFTER_SALE.APPLIED, AFTER_SALE.APPROVED, AFTER_SALE.RETURNED],
            AFTER_SALE.REJECTED,
            { now, extra: { reject_reason: input.reason } },
          );
          if (!won) throw invalid(t(lang, 'order.afterSaleState'));
          await releaseFlag(tx, a.order_id);
          await addEvent(tx, a.order_id, 'after_sale', `商家拒绝售后：${input.reason}`, now);
        } else {
          await refund(tx, a, lang, now);
        }
        await queueMerchantOrderEvents(tx, [a.order_id], afterCommit);
        await notifyAfterSaleDecided(tx, a.id, now, afterCommit); // message centre (modules/message)
      });
      runAfterCommit(app, afterCommit);
      return null;
    },
  });
}
