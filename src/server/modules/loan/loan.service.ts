/**
 * Loan applications (贷款申请): the sandbox review's status at a time, the timeline, and the
 * submission (one open application per user, under the user's row lock). See loan.routes.ts.
 */
import { sql, type Selectable } from 'kysely';
import type { ListData, LoanItem, LoanProgress, LoanStatus } from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { LoansTable } from '../../db/schema';
import { maskMobile } from '../../lib/crypto';
import { t, type Lang } from '../../messages';
import { invalid } from '../../lib/reply';

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

export function toItem(row: LoanRow, now: number, lang: Lang): LoanItem {
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

export function progress(row: LoanRow, now: number, lang: Lang): LoanProgress {
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

/**
 * Records an application (decision fixed now): 422 while the user has one undecided. Returns
 * its id.
 */
export async function applyForLoan(
  app: AppContext,
  lang: Lang,
  userId: number,
  input: {
    amount: number;
    term_months: number;
    purpose: string;
    name: string;
    monthly_income: number;
  },
): Promise<number> {
  const now = app.clock.now();
  return app.database.db.transaction().execute(async (tx) => {
    // Locks the user's row (PostgreSQL) so two racing applications run one after the other.
    const me = await tx
      .updateTable('users')
      .set({ status: sql<number>`status` })
      .where('id', '=', userId)
      .returning(['mobile'])
      .executeTakeFirst();
    if (!me) throw invalid(t(lang, 'loginRequired'));
    const open = await tx
      .selectFrom('loans')
      .select('id')
      .where('user_id', '=', userId)
      .where('created_at', '>', now - LOAN_DECIDED_AFTER_S)
      .executeTakeFirst();
    if (open) throw invalid(t(lang, 'account.loanOpen'));
    const row = await tx
      .insertInto('loans')
      .values({
        user_id: userId,
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
}

/** The user's latest application with its timeline at `now`; null when there is none. */
export async function loanProgress(
  db: Executor,
  userId: number,
  now: () => number,
  lang: Lang,
): Promise<LoanProgress | null> {
  const row = await db
    .selectFrom('loans')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? progress(row, now(), lang) : null;
}

/** The user's applications, newest first, with their status at `now`. */
export async function loanPage(
  db: Executor,
  userId: number,
  q: { page: number; limit: number },
  now: () => number,
  lang: Lang,
): Promise<ListData<LoanItem>> {
  const base = db.selectFrom('loans').where('user_id', '=', userId);
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
  ]);
  const at = now();
  return {
    list: rows.map((r) => toItem(r, at, lang)),
    total: Number(count?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}
