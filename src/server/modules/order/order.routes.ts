/**
 * Confirmation, submission and the buyer's order operations (docs/api-orders.md), the seller's
 * shipping, and the deadline sweeper. Every order id is looked up with the caller's user id:
 * another user's order answers "no such order" and never changes.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  activityConfirmInput,
  adminShipInput,
  confirmOrderInput,
  groupBuyInput,
  orderCloseInput,
  orderIdInput,
  orderListInput,
  type OrderLogistics,
  type OrderStatus,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import { ACTION_TEXT, t, type Lang } from '../../messages';
import { startJob } from '../../lib/jobs';
import { invalid, locked } from '../../lib/reply';
import { consumerRoute, merchantRoute } from '../../lib/route';
import { creditShoppingPoints } from '../activity/activity.service';
import { buy, computeCheckout } from './checkout.service';
import { findUserOrder, groupIdOfOrder, orderDetail, orderPage } from './order.repository';
import type { AfterCommit } from '../payment/payment-kinds';
import { notifyOrderShipped } from '../message/message.notify';
import { queueMerchantOrderEvents, runAfterCommit } from './order-events';
import { closeUnpaidOrder, sweepOverdue } from './order.service';
import { AFTER_SALE_OPEN, ORDER, transition } from './order.state';

/** How often the sweeper closes overdue unpaid orders, ms. */
export const SWEEP_INTERVAL_MS = 30_000;
/** A buyer may remind the seller to ship once per this many seconds. */
const REMIND_INTERVAL_S = 24 * 3600;

export function illegal(lang: Lang, action: string) {
  return invalid(
    t(lang, 'order.illegalTransition', { action: ACTION_TEXT[action]?.[lang] ?? action }),
  );
}

/** Registers the sweeper (every 30 s, once per tick across processes; lib/jobs.ts). */
export function startOrderSweeper(fastify: FastifyInstance, app: AppContext): void {
  startJob(fastify, app, 'order-unpaid', SWEEP_INTERVAL_MS, () =>
    sweepOverdue(app.database.db, app.clock.now(), undefined, app),
  );
}

/**
 * Sandbox tracking: events derived only from shipped_at (same answer on every read), shown
 * once their time has come.
 */
export function sandboxTracking(
  shippedAt: number,
  receivedAt: number | null,
  now: number,
): { time: number; text: string }[] {
  const H = 3600;
  const steps: [number, string][] = [
    [0, '商家已发货，快递已揽收'],
    [4 * H, '快件已到达【杭州转运中心】'],
    [12 * H, '快件已从【杭州转运中心】发出，发往目的地'],
    [30 * H, '快件已到达目的地网点，正在派送'],
    [36 * H, '快件已签收'],
  ];
  const events = steps
    .map(([d, text]) => ({ time: shippedAt + d, text }))
    .filter((e) => e.time <= now || (receivedAt !== null && e.time <= receivedAt));
  return events.reverse();
}

export function orderRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  for (const url of ['/api/order/confirm_order', '/api/order/newConfirmOrder']) {
    consumerRoute(fastify, app, {
      method: 'POST',
      url,
      auth: 'required',
      input: confirmOrderInput,
      handler: async ({ input, user, lang }) =>
        (await computeCheckout(db, user.id, input, app.clock.now(), lang)).preview,
    });
  }

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/order/activity_goods_confirm_order',
    auth: 'required',
    input: activityConfirmInput,
    handler: async ({ input, user, lang }) =>
      (await computeCheckout(db, user.id, input, app.clock.now(), lang)).preview,
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/order/buy',
    auth: 'required',
    // buyInput + group_id (group buying, modules/promo)
    input: groupBuyInput,
    handler: ({ input, user, lang }) => buy(app, user.id, input, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/order_list',
    auth: 'required',
    input: orderListInput,
    handler: async ({ input, user }) => {
      await sweepOverdue(db, app.clock.now(), user.id, app);
      const status = input.status === 'all' ? null : (Number(input.status) as OrderStatus);
      return orderPage(db, user.id, status, input.page, input.limit);
    },
  });

  const ownOrder = async (userId: number, orderId: number, lang: Lang) => {
    const order = await findUserOrder(db, userId, orderId);
    if (!order) throw invalid(t(lang, 'order.orderNotFound'));
    return order;
  };
  const openAfterSale = async (orderId: number) =>
    Boolean(
      await db
        .selectFrom('after_sales')
        .select('id')
        .where('order_id', '=', orderId)
        .where('status', 'in', AFTER_SALE_OPEN)
        .executeTakeFirst(),
    );

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/order_info',
    auth: 'required',
    input: orderIdInput,
    handler: async ({ input, user, lang }) => {
      await sweepOverdue(db, app.clock.now(), user.id, app);
      const detail = await orderDetail(db, await ownOrder(user.id, input.order_id, lang));
      return { ...detail, group_id: await groupIdOfOrder(db, input.order_id) };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/order_close',
    auth: 'required',
    input: orderCloseInput,
    handler: async ({ input, user, lang }) => {
      await ownOrder(user.id, input.order_id, lang);
      const afterCommit: AfterCommit[] = [];
      const won = await db
        .transaction()
        .execute((tx) =>
          closeUnpaidOrder(
            tx,
            input.order_id,
            input.reason || '买家取消订单',
            app.clock.now(),
            `user:${user.id}`,
            afterCommit,
          ),
        );
      if (!won) throw illegal(lang, 'close');
      runAfterCommit(app, afterCommit);
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/confirm_receipt',
    auth: 'required',
    input: orderIdInput,
    handler: async ({ input, user, lang }) => {
      await ownOrder(user.id, input.order_id, lang);
      if (await openAfterSale(input.order_id)) throw locked(t(lang, 'order.afterSaleOpen'));
      const now = app.clock.now();
      const won = await db.transaction().execute(async (tx) => {
        const moved = await transition(tx, input.order_id, [ORDER.SHIPPED], ORDER.RECEIVED, {
          now,
          extra: { received_at: now },
          event: { kind: 'received', text: '买家已确认收货' },
        });
        // shopping earns points (modules/activity), once, with the receipt
        if (moved) await creditShoppingPoints(tx, input.order_id, now);
        return moved;
      });
      if (!won) throw illegal(lang, 'receive');
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/order_delete',
    auth: 'required',
    input: orderIdInput,
    handler: async ({ input, user, lang }) => {
      await ownOrder(user.id, input.order_id, lang);
      // not a status change: the order only disappears from the buyer's lists
      const res = await db
        .updateTable('orders')
        .set({ deleted_by_user: 1 })
        .where('id', '=', input.order_id)
        .where('user_id', '=', user.id)
        .where('status', 'in', [ORDER.CLOSED, ORDER.REVIEWED])
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw illegal(lang, 'delete');
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/order_remind',
    auth: 'required',
    input: orderIdInput,
    handler: async ({ input, user, lang }) => {
      const order = await ownOrder(user.id, input.order_id, lang);
      if (order.status !== ORDER.PAID) throw illegal(lang, 'remind');
      const now = app.clock.now();
      const res = await db
        .updateTable('orders')
        .set({ reminded_at: now })
        .where('id', '=', input.order_id)
        .where('status', '=', ORDER.PAID)
        .where((eb) =>
          eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<=', now - REMIND_INTERVAL_S)]),
        )
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw locked(t(lang, 'order.remindTooSoon'));
      await db
        .insertInto('order_events')
        .values({ order_id: input.order_id, kind: 'remind', text: '买家提醒发货', created_at: now })
        .execute();
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/order_logistics',
    auth: 'required',
    input: orderIdInput,
    handler: async ({ input, user, lang }): Promise<OrderLogistics> => {
      const order = await ownOrder(user.id, input.order_id, lang);
      if (order.shipped_at === null) throw invalid(t(lang, 'order.notShipped'));
      return {
        company: order.express_company,
        number: order.express_no,
        events: sandboxTracking(order.shipped_at, order.received_at, app.clock.now()),
      };
    },
  });

  /**
   * Auction goods are not part of the catalogue yet (no auction activity type exists): the
   * count of the user's auction orders is 0 until they are.
   */
  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/auction_asc_count',
    auth: 'required',
    input: z.object({}),
    handler: () => Promise.resolve({ count: 0 }),
  });

  /** The seller ships: only orders of the merchant's own sellers, paid, no after-sale open. */
  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/order/ship',
    auth: 'required',
    input: adminShipInput,
    handler: async ({ input, merchant, lang }) => {
      const order = await db
        .selectFrom('orders as o')
        .innerJoin('sellers as s', 's.id', 'o.seller_id')
        .select(['o.id', 'o.status'])
        .where('o.id', '=', input.order_id)
        .where('s.merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!order) throw invalid(t(lang, 'order.orderNotFound'));
      if (await openAfterSale(order.id)) throw invalid(t(lang, 'order.afterSaleOpen'));
      const now = app.clock.now();
      const won = await transition(db, order.id, [ORDER.PAID], ORDER.SHIPPED, {
        now,
        extra: {
          shipped_at: now,
          express_company: input.express_company,
          express_no: input.express_no,
        },
        event: {
          kind: 'shipped',
          text: `商家已发货：${input.express_company} ${input.express_no}`,
        },
      });
      if (!won) throw illegal(lang, 'ship');
      // the transition above was its own (committed) statement
      const afterCommit: AfterCommit[] = [];
      await queueMerchantOrderEvents(db, [order.id], afterCommit);
      await notifyOrderShipped(db, order.id, now, afterCommit); // message centre (modules/message)
      runAfterCommit(app, afterCommit);
      return null;
    },
  });
}
