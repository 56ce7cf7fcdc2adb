/**
 * The merchant money account (docs/api-guishang.md "Trade", screens money/*): balance and
 * income, the ledger, and paying a purchase order — from the balance (the login password
 * required; debit and settlement in one transaction) or online at the sandbox cashier (payment
 * kind `purchase`, settled by the provider's notify).
 */
import type { FastifyInstance } from 'fastify';
import { CABINET_TRADE } from '../../../shared/contract/cabinet-trade';
import type { AppContext } from '../../context';
import { merchantRoute } from '../../lib/route';
import { moneyInfo, moneyLog, payPurchase } from './money.service';
import { CABINET_SETTLEMENT } from '../../../shared/contract/cabinet-settlement';
import { settlementView, startSettlementJob } from './settlement.service';

export function moneyRoutes(fastify: FastifyInstance, app: AppContext): void {
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_TRADE.moneyInfo,
    auth: 'required',
    handler: ({ merchant }) => moneyInfo(app, merchant.id),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_TRADE.moneyLog,
    auth: 'required',
    handler: ({ merchant, input }) => moneyLog(app, merchant.id, input),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_TRADE.moneyPay,
    auth: 'required',
    handler: ({ merchant, input, lang }) => payPurchase(app, merchant.id, input, lang),
  });

  // --- issue 18 part C: settlement of online orders (view + scheduled job) ---
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_SETTLEMENT.settlement,
    auth: 'required',
    handler: ({ merchant, input }) => settlementView(app, merchant.id, input),
  });
  startSettlementJob(fastify, app);
}
