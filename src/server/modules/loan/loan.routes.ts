/**
 * Loan applications (贷款申请), a lead form: the shop collects the request and a partner calls
 * back. The sandbox review advances with the server clock: reviewing LOAN_REVIEW_AFTER_S after
 * submission, decided LOAN_DECIDED_AFTER_S after it. The decision is fixed at submission:
 * approved when the monthly instalment (amount / term, no interest) is at most half the stated
 * monthly income, else rejected. One open (undecided) application per user.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  loanApplyInput,
  paging,
  type ListData,
  type LoanItem,
  type LoanProgress,
  type LoanStatus,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { LoansTable } from '../../db/schema';
import { maskMobile } from '../../lib/crypto';
import { t, type Lang } from '../../messages';
import { invalid, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import type { Selectable } from 'kysely';

export const LOAN_REVIEW_AFTER_S = 60;
export const LOAN_DECIDED_AFTER_S = 300;

type LoanRow = Selectable<LoansTable>;

export function loanDecision(amount: number, termMonths: number, monthlyIncome: number): string {
  return amount / termMonths <= monthlyIncome / 2 ? 'approved' : 'rejected';
}

function statusAt(row: LoanRow, now: number): LoanStatus {
  const age = now - row.created_at;
  if (age >= LOAN_DECIDED_AFTER_S) return row.decision === 'approved' ? 'approved' : 'rejected';
  if (age >= LOAN_REVIEW_AFTER_S) return 'reviewing';
  return 'submitted';
}

function toItem(row: LoanRow, now: number, lang: Lang): LoanItem {
  const status = statusAt(row, now);
  return {
    id: row.id,
    amount: Number(row.amount),
    term_months: row.term_months,
    purpose: row.purpose,
    name: row.name,
    mobile: row.mobile_masked,
    monthly_income: Number(row.monthly_income),
    status,
    status_text: t(lang, `account.loan_${status}`),
    created_at: row.created_at,
  };
}

function progress(row: LoanRow, now: number, lang: Lang): LoanProgress {
  const item = toItem(row, now, lang);
  const reviewAt = row.created_at + LOAN_REVIEW_AFTER_S;
  const decidedAt = row.created_at + LOAN_DECIDED_AFTER_S;
  const decided = now >= decidedAt;
  const final: LoanStatus | 'result' = decided ? item.status : 'result';
  return {
    ...item,
    timeline: [
      {
        status: 'submitted',
        text: t(lang, 'account.loan_submitted'),
        at: row.created_at,
        done: true,
      },
      {
        status: 'reviewing',
        text: t(lang, 'account.loan_reviewing'),
        at: reviewAt,
        done: now >= reviewAt,
      },
      { status: final, text: t(lang, `account.loan_${final}`), at: decidedAt, done: decided },
    ],
  };
}

export function loanRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/loan/apply',
    auth: 'required',
    input: loanApplyInput,
    handler: async ({ input, user, lang }) => {
      const now = app.clock.now();
      const id = await db.transaction().execute(async (tx) => {
        // Locks the user's row (PostgreSQL) so two racing applications run one after the other.
        const me = await tx
          .updateTable('users')
          .set({ status: sql<number>`status` })
          .where('id', '=', user.id)
          .returning(['mobile'])
          .executeTakeFirst();
        if (!me) throw invalid(t(lang, 'loginRequired'));
        const open = await tx
          .selectFrom('loans')
          .select('id')
          .where('user_id', '=', user.id)
          .where('created_at', '>', now - LOAN_DECIDED_AFTER_S)
          .executeTakeFirst();
        if (open) throw invalid(t(lang, 'account.loanOpen'));
        const row = await tx
          .insertInto('loans')
          .values({
            user_id: user.id,
            amount: input.amount,
            term_months: input.term_months,
            purpose: input.purpose,
            name: input.name,
            mobile_masked: maskMobile(me.mobile),
            monthly_income: input.monthly_income,
            decision: loanDecision(input.amount, input.term_months, input.monthly_income),
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return ok({ id }, t(lang, 'account.loanSubmitted'));
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/loan/progress',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user, lang }): Promise<LoanProgress | null> => {
      const row = await db
        .selectFrom('loans')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? progress(row, app.clock.now(), lang) : null;
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/loan/list',
    auth: 'required',
    input: z.object(paging),
    handler: async ({ input, user, lang }): Promise<ListData<LoanItem>> => {
      const base = db.selectFrom('loans').where('user_id', '=', user.id);
      const [count, rows] = await Promise.all([
        base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
      ]);
      const now = app.clock.now();
      return {
        list: rows.map((r) => toItem(r, now, lang)),
        total: Number(count?.n ?? 0),
        page: input.page,
        limit: input.limit,
      };
    },
  });
}
