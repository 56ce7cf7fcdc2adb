/**
 * Withdrawal amounts (docs/api-wallet-account.md "Withdrawal"): reward money only, at least
 * ¥10.00, fee 1 % rounded up to the fen and at least ¥1.00, deducted from the amount. Integer fen
 * throughout: the typed yuan string goes through `yuanToFen`, never `parseFloat`.
 */
import {
  WITHDRAW_DAILY_LIMIT,
  WITHDRAW_FEE_MIN,
  WITHDRAW_MAX,
  WITHDRAW_MIN,
} from '../../../shared/contract';
import { yuanToFen } from '../../../shared/rules/money';
import { isPrice } from '../../../shared/rules/validate';

/** ¥10.00 */
export const WITHDRAW_MIN_FEN = WITHDRAW_MIN;
/** the largest single withdrawal the server takes */
export const WITHDRAW_MAX_FEN = WITHDRAW_MAX;
/** ¥1.00 */
export const WITHDRAW_FEE_MIN_FEN = WITHDRAW_FEE_MIN;
/** 1 % = 100 basis points */
export const WITHDRAW_FEE_BASIS_POINTS = 100;
export const WITHDRAW_DAILY_COUNT = WITHDRAW_DAILY_LIMIT;

/** ceil(a / b) for non-negative safe integers, in integer arithmetic. */
function ceilDiv(a: number, b: number): number {
  const r = a % b;
  return (a - r) / b + (r > 0 ? 1 : 0);
}

/** The fee of a withdrawal of `amountFen`: 1 % rounded up, at least ¥1.00. */
export function withdrawFee(amountFen: number): number {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return 0;
  // amount × 100 bp / 10000 = amount / 100, rounded up.
  const pct = ceilDiv(amountFen * WITHDRAW_FEE_BASIS_POINTS, 10000);
  return Math.max(WITHDRAW_FEE_MIN_FEN, pct);
}

export interface WithdrawQuote {
  amount: number;
  fee: number;
  /** what reaches the card */
  arrival: number;
}

export function withdrawQuote(amountFen: number): WithdrawQuote {
  const fee = withdrawFee(amountFen);
  return { amount: amountFen, fee, arrival: Math.max(0, amountFen - fee) };
}

/** Fen of a typed yuan amount ('12.3' → 1230), null unless it is a valid amount. */
export function parseYuan(input: string): number | null {
  const s = input.trim();
  if (!isPrice(s)) return null;
  try {
    return yuanToFen(s);
  } catch {
    return null;
  }
}

/** 'max': more than available; 'tooLarge': more than one withdrawal may be. */
export type AmountProblem = 'empty' | 'format' | 'min' | 'max' | 'tooLarge';
export type AmountCheck = { ok: true; fen: number } | { ok: false; problem: AmountProblem };

/** Checks a typed yuan amount against the minimum and what is available (fen). */
export function checkWithdrawAmount(input: string, availableFen: number): AmountCheck {
  const s = input.trim();
  if (!s) return { ok: false, problem: 'empty' };
  const fen = parseYuan(s);
  if (fen === null) return { ok: false, problem: 'format' };
  if (fen < WITHDRAW_MIN_FEN) return { ok: false, problem: 'min' };
  if (fen > availableFen) return { ok: false, problem: 'max' };
  if (fen > WITHDRAW_MAX_FEN) return { ok: false, problem: 'tooLarge' };
  return { ok: true, fen };
}

/**
 * What the amount box keeps while the user types: digits and one dot, at most two decimals,
 * no leading zeros ('00' → '0', '05' → '5'), a leading dot becomes '0.'.
 */
export function sanitizeYuanInput(raw: string): string {
  let s = raw.replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  if (dot >= 0) s = s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '');
  if (s.startsWith('.')) s = '0' + s;
  const [int = '', dec] = s.split('.');
  const intPart = int.replace(/^0+(?=\d)/, '');
  if (dec === undefined) return intPart.slice(0, 9);
  return `${intPart.slice(0, 9)}.${dec.slice(0, 2)}`;
}
