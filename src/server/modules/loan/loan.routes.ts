/**
 * Loan applications (贷款申请), a lead form: the shop collects the request and a partner calls
 * back. The sandbox review advances with the server clock: reviewing LOAN_REVIEW_AFTER_S after
 * submission, decided LOAN_DECIDED_AFTER_S after it. The decision is fixed at submission:
 * approved when the monthly instalment (amount / term, no interest) is at most half the stated
 * monthly income, else rejected. One open (undecided) application per user.
 */
import type { FastifyInstance } from 'fastify';
import { LOAN } from '../../../shared/contract/account';
import type { AppContext } from '../../context';
import { ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { t } from '../../messages';
import { applyForLoan, loanPage, loanProgress } from './loan.service';

export function loanRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  const now = () => app.clock.now();

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LOAN.apply,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const id = await applyForLoan(app, lang, user.id, input);
      return ok({ id }, t(lang, 'account.loanSubmitted'));
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: LOAN.progress,
    auth: 'required',
    handler: ({ user, lang }) => loanProgress(db, user.id, now, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: LOAN.list,
    auth: 'required',
    handler: ({ input, user, lang }) => loanPage(db, user.id, input, now, lang),
  });
}
