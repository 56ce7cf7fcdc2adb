/**
 * Points transfer amounts (docs/api-wallet-account.md "Points transfer"): whole points within the
 * server's rules (`transfer_rules` of two_integral_info: the console's business settings), the
 * balance and today's quota.
 */
import type { TransferRules } from '../../../shared/contract';
import { isNonNegativeInteger } from '../../../shared/rules/validate';

export type { TransferRules };

export type TransferProblem = 'empty' | 'format' | 'balance' | 'quota';
export type TransferCheck = { ok: true; points: number } | { ok: false; problem: TransferProblem };

/** Digits the amount box takes: those of the largest transfer. */
export function transferDigits(rules: Pick<TransferRules, 'transfer_max'>): number {
  return String(rules.transfer_max).length;
}

/** A typed points amount against the rules' range, the balance and today's quota. */
export function checkTransferAmount(
  input: string,
  balance: number,
  quota: number,
  rules: Pick<TransferRules, 'transfer_min' | 'transfer_max'>,
): TransferCheck {
  const s = input.trim();
  if (!s) return { ok: false, problem: 'empty' };
  if (!isNonNegativeInteger(s) || s.length > transferDigits(rules)) {
    return { ok: false, problem: 'format' };
  }
  const n = Number(s);
  if (n < rules.transfer_min || n > rules.transfer_max) return { ok: false, problem: 'format' };
  if (n > balance) return { ok: false, problem: 'balance' };
  if (n > quota) return { ok: false, problem: 'quota' };
  return { ok: true, points: n };
}
