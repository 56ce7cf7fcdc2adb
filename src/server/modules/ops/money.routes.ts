/**
 * The console's money area routes (issue 20, money): the withdrawals queue and its actions,
 * payment trades, a user's wallet accounts and ledger, payment reconciliation's checks (issue 22).
 * Reads `money.read`, writes `money.write`.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_MONEY } from '../../../shared/contract/ops-money';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import {
  ledgerRows,
  ledgerUser,
  tradeSearch,
  withdrawalApprove,
  withdrawalPaid,
  withdrawalPayoutAction,
  withdrawalQueue,
  withdrawalRefuse,
} from './money.service';
import { startPayoutJob } from './payout.service';
import { paymentChecks, runReconcile } from './reconcile.service';

export function moneyRoutes(fastify: FastifyInstance, app: AppContext): void {
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_MONEY.withdrawals,
    permission: 'money.read',
    handler: ({ input }) => withdrawalQueue(app, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_MONEY.withdrawalApprove,
    permission: 'money.write',
    handler: ({ input, lang, actor }) => withdrawalApprove(app, lang, actor, input.id),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_MONEY.withdrawalPaid,
    permission: 'money.write',
    handler: ({ input, lang, actor }) => withdrawalPaid(app, lang, actor, input),
  });
  // issue 22: the payout through PAYOUT_PROVIDER, and the job settling payouts left unknown
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_MONEY.withdrawalPayout,
    permission: 'money.write',
    handler: ({ input, lang, actor }) => withdrawalPayoutAction(app, lang, actor, input.id),
  });
  startPayoutJob(fastify, app);
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_MONEY.withdrawalRefuse,
    permission: 'money.write',
    handler: ({ input, lang, actor }) => withdrawalRefuse(app, lang, actor, input),
  });
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_MONEY.trades,
    permission: 'money.read',
    handler: ({ input }) => tradeSearch(app, input),
  });
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_MONEY.ledgerUser,
    permission: 'money.read',
    handler: ({ input, lang }) => ledgerUser(app, lang, input),
  });
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_MONEY.ledger,
    permission: 'money.read',
    handler: ({ input, lang }) => ledgerRows(app, lang, input),
  });
  // issue 22: what payment reconciliation found, and one pass run now
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_MONEY.paymentChecks,
    permission: 'money.read',
    handler: ({ input }) => paymentChecks(app, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_MONEY.paymentChecksRun,
    permission: 'money.write',
    handler: ({ actor }) => runReconcile(app, actor),
  });
}
