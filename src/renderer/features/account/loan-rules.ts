/**
 * Loan application rules (pages/subpack1/loan/loan), the same as the server's `loanApplyInput`
 * (shared/contract): the amount is typed in yuan (at most 2 decimals) and sent in fen within
 * LOAN_MIN_AMOUNT..LOAN_MAX_AMOUNT; the term is one of LOAN_TERMS (months); the purpose is
 * 1–50 characters; the name 2–20 characters of Chinese, letters, spaces and ·; the monthly
 * income a positive yuan amount up to ¥10,000,000. The server checks all again.
 */
import './strings/loan';
import { LOAN_MAX_AMOUNT, LOAN_MIN_AMOUNT, LOAN_TERMS } from '../../../shared/contract';
import { yuanToFen } from '../../../shared/rules/money';
import type { TranslationKey } from '../../core/i18n/typed';

export interface LoanLimits {
  /** fen */
  min_amount: number;
  /** fen */
  max_amount: number;
  /** months */
  terms: number[];
}

/** The server's limits (there is no call for them: they are shared constants). */
export const LOAN_LIMITS: LoanLimits = {
  min_amount: LOAN_MIN_AMOUNT,
  max_amount: LOAN_MAX_AMOUNT,
  terms: [...LOAN_TERMS],
};

export const PURPOSE_MIN = 1;
const NAME = /^[\p{Script=Han}A-Za-z·• ]{2,20}$/u;

export function isApplicantName(s: string): boolean {
  return NAME.test(s.trim());
}
export const PURPOSE_MAX = 50;
/** ¥10,000,000 a month: beyond it the figure is a typo. */
export const INCOME_MAX_FEN = 1_000_000_000;

export interface LoanFormValues {
  amount: string;
  term: number | null;
  purpose: string;
  name: string;
  income: string;
}

export interface LoanPayload {
  amount: number;
  term_months: number;
  purpose: string;
  name: string;
  monthly_income: number;
}

/** A translation key (group `loan.errors`) and its interpolation values. */
export interface RuleError {
  key: TranslationKey;
  values?: Record<string, string | number>;
}

export type LoanErrors = Partial<Record<keyof LoanFormValues, RuleError>>;

/** Fen of a typed yuan amount, or null when it is not one (empty, negative, 3 decimals...). */
export function parseYuan(input: string): number | null {
  const s = input.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  try {
    return yuanToFen(s);
  } catch {
    return null;
  }
}

const yuan = (fen: number) => String(fen / 100);

export function validateLoan(v: LoanFormValues, limits: LoanLimits): LoanErrors {
  const errors: LoanErrors = {};
  const amount = parseYuan(v.amount);
  if (!v.amount.trim()) errors.amount = { key: 'loan.errors.amountRequired' };
  else if (amount === null) errors.amount = { key: 'loan.errors.amountFormat' };
  else if (amount < limits.min_amount || amount > limits.max_amount)
    errors.amount = {
      key: 'loan.errors.amountRange',
      values: { min: yuan(limits.min_amount), max: yuan(limits.max_amount) },
    };
  if (v.term === null || !limits.terms.includes(v.term))
    errors.term = { key: 'loan.errors.termRequired' };
  const purpose = [...v.purpose.trim()].length;
  if (purpose < PURPOSE_MIN || purpose > PURPOSE_MAX)
    errors.purpose = {
      key: 'loan.errors.purposeLength',
      values: { min: PURPOSE_MIN, max: PURPOSE_MAX },
    };
  if (!isApplicantName(v.name)) errors.name = { key: 'loan.errors.name' };
  const income = parseYuan(v.income);
  if (income === null || income <= 0 || income > INCOME_MAX_FEN)
    errors.income = { key: 'loan.errors.income' };
  return errors;
}

/** The POST body of a valid form; null when the form has errors. */
export function loanPayload(v: LoanFormValues, limits: LoanLimits): LoanPayload | null {
  if (Object.keys(validateLoan(v, limits)).length > 0) return null;
  return {
    amount: parseYuan(v.amount) as number,
    term_months: v.term as number,
    purpose: v.purpose.trim(),
    name: v.name.trim(),
    monthly_income: parseYuan(v.income) as number,
  };
}

/** Statuses with their own text; any other shows the server's `status_text`. */
export const LOAN_STATUS_KEYS = ['submitted', 'reviewing', 'approved', 'rejected', 'result'];

/**
 * The latest application from a progress reply: the application itself, `{ application }`, or
 * `{ list: [...] }` (newest first); null when there is none.
 */
export function latestApplication<T extends { id: number }>(data: unknown): T | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if ('application' in d) return latestApplication<T>(d.application);
  if (Array.isArray(d.list)) return latestApplication<T>(d.list[0]);
  return typeof d.id === 'number' ? (data as T) : null;
}
