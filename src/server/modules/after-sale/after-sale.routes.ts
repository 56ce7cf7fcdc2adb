/**
 * After-sale (售后) requests (docs/api-orders.md "State machine"): the buyer applies, sends the
 * goods back, withdraws; the seller approves, rejects or refunds. The rules and transactions are
 * in after-sale.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { AFTER_SALE } from '../../../shared/contract/order';
import type { AppContext } from '../../context';
import { t, type Lang } from '../../messages';
import { invalid } from '../../lib/reply';
import { consumerRoute, merchantRoute } from '../../lib/route';
import { findUserOrder } from '../order/order.repository';
import { illegal } from '../order/order.routes';
import { ownUploadPath } from '../upload/upload.repository';
import {
  findMerchantAfterSale,
  findUserAfterSale,
  userAfterSale,
  userAfterSalePage,
} from './after-sale.repository';
import {
  AFTER_SALE_ORDER_STATES,
  applyAfterSale,
  decideAfterSale,
  setReturnExpress,
  withdrawAfterSale,
} from './after-sale.service';

export function afterSaleRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  const ownAfterSale = async (userId: number, id: number, lang: Lang) => {
    const row = await findUserAfterSale(db, userId, id);
    if (!row) throw invalid(t(lang, 'order.afterSaleNotFound'));
    return row;
  };

  consumerRoute(fastify, app, {
    method: 'POST',
    route: AFTER_SALE.apply,
    auth: 'required',
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
      return applyAfterSale(app, lang, user.id, order, input);
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: AFTER_SALE.list,
    auth: 'required',
    handler: ({ input, user }) => userAfterSalePage(db, user.id, input.page, input.limit),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: AFTER_SALE.info,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const one = await userAfterSale(db, user.id, input.id);
      if (!one) throw invalid(t(lang, 'order.afterSaleNotFound'));
      return one;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: AFTER_SALE.setExpress,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const a = await ownAfterSale(user.id, input.id, lang);
      if (a.type !== 'return_refund') throw invalid(t(lang, 'order.afterSaleState'));
      await setReturnExpress(app, lang, a, input);
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: AFTER_SALE.withdraw,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const a = await ownAfterSale(user.id, input.id, lang);
      await withdrawAfterSale(app, lang, a);
      return null;
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: AFTER_SALE.adminDecide,
    auth: 'required',
    handler: async ({ input, merchant, lang }) => {
      const a = await findMerchantAfterSale(db, merchant.id, input.id);
      if (!a) throw invalid(t(lang, 'order.afterSaleNotFound'));
      await decideAfterSale(app, lang, a, input);
      return null;
    },
  });
}
