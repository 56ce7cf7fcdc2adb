/** Points transfer amounts (docs/api-wallet-account.md "Points transfer"): 1..100000 points. */
import { INTEGRAL_TRANSFER_MAX, INTEGRAL_TRANSFER_MIN } from '../../../shared/contract';
import { isNonNegativeInteger } from '../../../shared/rules/validate';

export const TRANSFER_MIN = INTEGRAL_TRANSFER_MIN;
export const TRANSFER_MAX = INTEGRAL_TRANSFER_MAX;

export type TransferProblem = 'empty' | 'format' | 'balance' | 'quota';
export type TransferCheck = { ok: true; points: number } | { ok: false; problem: TransferProblem };

/** A typed points amount against the range, the balance and today's quota. */
export function checkTransferAmount(input: string, balance: number, quota: number): TransferCheck {
  const s = input.trim();
  if (!s) return { ok: false, problem: 'empty' };
  if (!isNonNegativeInteger(s) || s.length > 6) return { ok: false, problem: 'format' };
  const n = Number(s);
  if (n < TRANSFER_MIN || n > TRANSFER_MAX) return { ok: false, problem: 'format' };
  if (n > balance) return { ok: false, problem: 'balance' };
  if (n > quota) return { ok: false, problem: 'quota' };
  return { ok: true, points: n };
}
