/**
 * The merchant money account (docs/api-guishang.md "Trade", screens money/*): balance and
 * income, the ledger, and paying a purchase order — from the balance (the login password
 * required; debit and settlement in one transaction) or online at the sandbox cashier (payment
 * kind `purchase`, settled by the provider's notify).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { id, limit, page } from '../../../shared/contract/schemas';
import type { AppContext } from '../../context';
import { verifyPassword } from '../../lib/crypto';
import { invalid, notFound } from '../../lib/reply';
import { merchantRoute } from '../../lib/route';
import { InsufficientMerchantBalance, moveMerchantMoney } from './money.service';
import type { AfterCommit } from '../payment/payment-kinds';
import { paymentProvider, settleTrade } from '../payment/payment.service';
import { PURCHASE, sweepPurchaseOrders } from './purchase.service';
import { t } from '../../messages';
import { dayStart, num } from './cabinet.shared';

export const MONEY_KINDS = ['sale', 'purchase', 'refund', 'adjust'] as const;

/** Where the cashier sends the merchant back (a kiosk hash route, see isAppReturnUrl). */
export const purchaseReturnUrl = (orderId: number) =>
  `/kiosk/#/pages/guishang/money/paySuccess?order_id=${orderId}`;

export function moneyRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/money/info',
    auth: 'required',
    input: z.object({}),
    handler: async ({ merchant }) => {
      await sweepPurchaseOrders(app, merchant.id);
      const today = dayStart(app.clock.now());
      const [m, income, pending] = await Promise.all([
        db
          .selectFrom('merchants')
          .select('balance')
          .where('id', '=', merchant.id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('merchant_ledger')
          .select([
            sql<number>`coalesce(sum(delta), 0)`.as('total'),
            sql<number>`coalesce(sum(case when created_at >= ${today} then delta else 0 end), 0)`.as(
              'today',
            ),
          ])
          .where('merchant_id', '=', merchant.id)
          .where('kind', '=', 'sale')
          .executeTakeFirst(),
        db
          .selectFrom('purchase_orders')
          .select(sql<number>`count(*)`.as('n'))
          .where('merchant_id', '=', merchant.id)
          .where('status', '=', PURCHASE.UNPAID)
          .executeTakeFirst(),
      ]);
      return {
        balance: num(m.balance),
        income_today: num(income?.today),
        income_total: num(income?.total),
        pending_orders: num(pending?.n),
      };
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/money/log',
    auth: 'required',
    input: z.object({ page, limit: limit.default(20), kind: z.enum(MONEY_KINDS).optional() }),
    handler: async ({ merchant, input }) => {
      let q = db.selectFrom('merchant_ledger').where('merchant_id', '=', merchant.id);
      if (input.kind) q = q.where('kind', '=', input.kind);
      const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      const rows = await q
        .select(['id', 'delta', 'before_amount', 'after_amount', 'kind', 'ref', 'created_at'])
        .orderBy('id', 'desc')
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute();
      return {
        total: num(total?.n),
        list: rows.map((r) => ({
          id: r.id,
          delta: num(r.delta),
          balance_before: num(r.before_amount),
          balance_after: num(r.after_amount),
          kind: r.kind,
          ref: r.ref,
          created_at: num(r.created_at),
        })),
      };
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/money/pay',
    auth: 'required',
    input: z.object({
      order_id: id,
      method: z.enum(['merchant_balance', 'online']),
      password: z.string().max(64).optional(),
    }),
    handler: async ({ merchant, input, lang }) => {
      await sweepPurchaseOrders(app, merchant.id);
      const order = await db
        .selectFrom('purchase_orders')
        .select(['id', 'trade_no', 'status', 'pay_amount'])
        .where('id', '=', input.order_id)
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!order) throw notFound(t(lang, 'cabinet.orderNotFound'));
      if (order.status !== PURCHASE.UNPAID) throw invalid(t(lang, 'cabinet.notUnpaid'));
      const amount = num(order.pay_amount);
      if (input.method === 'online') {
        const cashier_url = paymentProvider(app).createCashier(
          { trade_no: order.trade_no, amount, subject: order.trade_no },
          purchaseReturnUrl(order.id),
        );
        return { paid: false, order_id: order.id, trade_no: order.trade_no, cashier_url };
      }
      if (!input.password) throw invalid(`password: ${t(lang, 'cabinet.passwordRequired')}`);
      const me = await db
        .selectFrom('merchants')
        .select('password_hash')
        .where('id', '=', merchant.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(input.password, me.password_hash))) {
        throw invalid(`password: ${t(lang, 'cabinet.passwordWrong')}`);
      }
      const now = app.clock.now();
      const afterCommit: AfterCommit[] = [];
      try {
        await db.transaction().execute(async (tx) => {
          const won = await settleTrade(
            tx,
            order.trade_no,
            {
              method: 'merchant_balance',
              provider: 'merchant_balance',
              provider_ref: `merchant:${order.trade_no}`,
              amount,
              now,
            },
            afterCommit,
          );
          if (!won) throw invalid(t(lang, 'cabinet.notUnpaid'));
          await moveMerchantMoney(tx, {
            merchantId: merchant.id,
            delta: -amount,
            kind: 'purchase',
            ref: `purchase:${order.id}`,
            idempotencyKey: `purchase:${order.trade_no}`,
            now,
          });
        });
      } catch (err) {
        if (err instanceof InsufficientMerchantBalance)
          throw invalid(t(lang, 'cabinet.balanceLow'));
        throw err;
      }
      for (const run of afterCommit) run(app);
      return { paid: true, order_id: order.id };
    },
  });
}
