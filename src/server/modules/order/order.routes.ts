/**
 * Confirmation, submission and the buyer's order operations (docs/api-orders.md), the seller's
 * shipping, and the deadline sweeper. Every order id is looked up with the caller's user id:
 * another user's order answers "no such order" and never changes.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '../../../shared/contract';
import { ORDER } from '../../../shared/contract/order';
import type { AppContext } from '../../context';
import { ACTION_TEXT, t, type Lang } from '../../messages';
import { startJob } from '../../lib/jobs';
import { invalid, locked } from '../../lib/reply';
import { consumerRoute, merchantRoute } from '../../lib/route';
import { buy, computeCheckout } from './checkout.service';
import {
  findMerchantOrder,
  findUserOrder,
  groupIdOfOrder,
  hasOpenAfterSale,
  hideUserOrder,
  orderDetail,
  orderPage,
} from './order.repository';
import { parcelEvents } from '../logistics/logistics.service';
import {
  autoReceive,
  closeByBuyer,
  receiveOrder,
  remindSeller,
  shipOrder,
  sweepOverdue,
} from './order.service';
import { ORDER as ORDER_STATUS } from './order.state';
import type { OrderEventCode } from './order-event-text';

/** How often the sweeper closes overdue unpaid orders, ms. */
export const SWEEP_INTERVAL_MS = 30_000;

export function illegal(lang: Lang, action: string) {
  return invalid(
    t(lang, 'order.illegalTransition', { action: ACTION_TEXT[action]?.[lang] ?? action }),
  );
}

/** How often shipped orders past the auto-receipt days are received, ms. */
export const AUTO_RECEIPT_INTERVAL_MS = 10 * 60_000;

/**
 * Registers the sweeper (every 30 s) and the auto-receipt (every 10 min), each once per tick
 * across processes (lib/jobs.ts).
 */
export function startOrderSweeper(fastify: FastifyInstance, app: AppContext): void {
  startJob(fastify, app, 'order-unpaid', SWEEP_INTERVAL_MS, () =>
    sweepOverdue(app.database.db, app.clock.now(), undefined, app),
  );
  startJob(fastify, app, 'order-auto-receipt', AUTO_RECEIPT_INTERVAL_MS, () =>
    autoReceive(app.database.db, app.clock.now()),
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
  lang: Lang = 'zh',
): { time: number; text: string }[] {
  const H = 3600;
  // codes rendered in the reader's language (issue 19 part E)
  const steps: [number, OrderEventCode][] = [
    [0, 'trackPicked'],
    [4 * H, 'trackArrived'],
    [12 * H, 'trackDeparted'],
    [30 * H, 'trackDelivering'],
    [36 * H, 'trackSigned'],
  ];
  const events = steps
    .map(([d, code]) => ({ time: shippedAt + d, text: t(lang, `orderEvent.${code}`) }))
    .filter((e) => e.time <= now || (receivedAt !== null && e.time <= receivedAt));
  return events.reverse();
}

/**
 * An order's parcel trace, newest first: the tracking provider's last push (modules/logistics,
 * [] before the first), or the sandbox trace without a provider.
 */
export async function trackingOf(
  app: AppContext,
  order: {
    shipped_at: number;
    received_at: number | null;
    express_company: string;
    express_no: string;
  },
  lang: Lang,
): Promise<{ time: number; text: string }[]> {
  if (app.logistics) {
    return parcelEvents(app.database.db, order.express_company, order.express_no);
  }
  return sandboxTracking(order.shipped_at, order.received_at, app.clock.now(), lang);
}

export function orderRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  for (const route of [ORDER.confirm, ORDER.newConfirm]) {
    consumerRoute(fastify, app, {
      method: 'POST',
      route,
      auth: 'required',
      handler: async ({ input, user, lang }) =>
        (await computeCheckout(db, user.id, input, app.clock.now(), lang)).preview,
    });
  }

  consumerRoute(fastify, app, {
    method: 'POST',
    route: ORDER.activityConfirm,
    auth: 'required',
    handler: async ({ input, user, lang }) =>
      (await computeCheckout(db, user.id, input, app.clock.now(), lang)).preview,
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: ORDER.buy,
    auth: 'required',
    // buyInput + group_id (group buying, modules/promo)
    handler: ({ input, user, lang }) => buy(app, user.id, input, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ORDER.list,
    auth: 'required',
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

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ORDER.info,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      await sweepOverdue(db, app.clock.now(), user.id, app);
      const detail = await orderDetail(db, await ownOrder(user.id, input.order_id, lang), lang);
      return { ...detail, group_id: await groupIdOfOrder(db, input.order_id) };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: ORDER.close,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      await ownOrder(user.id, input.order_id, lang);
      const won = await closeByBuyer(
        app,
        input.order_id,
        input.reason || '买家取消订单',
        `user:${user.id}`,
      );
      if (!won) throw illegal(lang, 'close');
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: ORDER.confirmReceipt,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      await ownOrder(user.id, input.order_id, lang);
      if (await hasOpenAfterSale(db, input.order_id)) throw locked(t(lang, 'order.afterSaleOpen'));
      const won = await receiveOrder(db, input.order_id, app.clock.now());
      if (!won) throw illegal(lang, 'receive');
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: ORDER.delete,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      await ownOrder(user.id, input.order_id, lang);
      // not a status change: the order only disappears from the buyer's lists
      if (!(await hideUserOrder(db, user.id, input.order_id))) throw illegal(lang, 'delete');
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: ORDER.remind,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const order = await ownOrder(user.id, input.order_id, lang);
      if (order.status !== ORDER_STATUS.PAID) throw illegal(lang, 'remind');
      if (!(await remindSeller(db, input.order_id, app.clock.now()))) {
        throw locked(t(lang, 'order.remindTooSoon'));
      }
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ORDER.logistics,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const order = await ownOrder(user.id, input.order_id, lang);
      if (order.shipped_at === null) throw invalid(t(lang, 'order.notShipped'));
      return {
        company: order.express_company,
        number: order.express_no,
        events: await trackingOf(app, { ...order, shipped_at: order.shipped_at }, lang),
      };
    },
  });

  /**
   * Auction goods are not part of the catalogue yet (no auction activity type exists): the
   * count of the user's auction orders is 0 until they are.
   */
  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ORDER.auctionAscCount,
    auth: 'required',
    handler: () => Promise.resolve({ count: 0 }),
  });

  /** The seller ships: only orders of the merchant's own sellers, paid, no after-sale open. */
  merchantRoute(fastify, app, {
    method: 'POST',
    route: ORDER.adminShip,
    auth: 'required',
    handler: async ({ input, merchant, lang }) => {
      const order = await findMerchantOrder(db, merchant.id, input.order_id);
      if (!order) throw invalid(t(lang, 'order.orderNotFound'));
      if (await hasOpenAfterSale(db, order.id)) throw invalid(t(lang, 'order.afterSaleOpen'));
      if (!(await shipOrder(app, order.id, input, app.clock.now()))) throw illegal(lang, 'ship');
      return null;
    },
  });
}
