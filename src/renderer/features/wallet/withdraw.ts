/**
 * Withdrawal amounts (docs/api-wallet-account.md "Withdrawal"): reward money only, between the
 * minimum and the maximum, a fee of `fee_bp` basis points rounded up to the fen and at least
 * `fee_min`, deducted from the amount. The rules are the server's (`withdraw_rules` of
 * balance_info / reward_info: the console's business settings), never a client copy. Integer fen
 * throughout: the typed yuan string goes through `yuanToFen`, never `parseFloat`.
 */
import type { WithdrawRules } from '../../../shared/contract';
import { yuanToFen } from '../../../shared/rules/money';
import { isPrice } from '../../../shared/rules/validate';

export type { WithdrawRules };

/** The fee of a withdrawal of `amountFen`: `fee_bp` rounded up, at least `fee_min`. */
export function withdrawFee(amountFen: number, rules: WithdrawRules): number {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return 0;
  // amount × bp / 10000, rounded up; in BigInt so the product never loses a fen
  const pct = Number((BigInt(amountFen) * BigInt(rules.fee_bp) + BigInt(9999)) / BigInt(10000));
  return Math.max(rules.fee_min, pct);
}

export interface WithdrawQuote {
  amount: number;
  fee: number;
  /** what reaches the card */
  arrival: number;
}

export function withdrawQuote(amountFen: number, rules: WithdrawRules): WithdrawQuote {
  const fee = withdrawFee(amountFen, rules);
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

/** Checks a typed yuan amount against the rules' minimum and maximum and what is available. */
export function checkWithdrawAmount(
  input: string,
  availableFen: number,
  rules: WithdrawRules,
): AmountCheck {
  const s = input.trim();
  if (!s) return { ok: false, problem: 'empty' };
  const fen = parseYuan(s);
  if (fen === null) return { ok: false, problem: 'format' };
  if (fen < rules.min) return { ok: false, problem: 'min' };
  if (fen > availableFen) return { ok: false, problem: 'max' };
  if (fen > rules.max) return { ok: false, problem: 'tooLarge' };
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
