/**
 * The payment methods of the cashier (docs/api-orders.md "Payment methods"): online (the
 * provider's cashier) always; balance, reward money and points from the wallet, each with what
 * the user holds and disabled when it does not cover the amount (points: 1 point = 1 fen).
 */
import type { PayMethod } from '../order';

export interface WalletAmounts {
  balance: number;
  reward_money: number;
  integral: number;
}

export interface MethodOption {
  method: PayMethod;
  /** what the user holds (fen, or points for `integral`); null for online or when unknown */
  available: number | null;
  /** the amount it would take (fen, or points) */
  needed: number;
  /** can pay with it now */
  enabled: boolean;
  /** why not: the wallet holds too little, or the wallet could not be read */
  reason: '' | 'insufficient' | 'unknown';
}

export const WALLET_FIELD: Record<Exclude<PayMethod, 'online'>, keyof WalletAmounts> = {
  balance: 'balance',
  reward: 'reward_money',
  integral: 'integral',
};

export function isWalletMethod(m: PayMethod): m is Exclude<PayMethod, 'online'> {
  return m !== 'online';
}

export function payMethodOptions(amount: number, wallet: WalletAmounts | null): MethodOption[] {
  const methods: PayMethod[] = ['online', 'balance', 'reward', 'integral'];
  return methods.map((method) => {
    if (!isWalletMethod(method)) {
      return { method, available: null, needed: amount, enabled: true, reason: '' };
    }
    if (!wallet)
      return { method, available: null, needed: amount, enabled: false, reason: 'unknown' };
    const available = wallet[WALLET_FIELD[method]];
    const enough = available >= amount;
    return {
      method,
      available,
      needed: amount,
      enabled: enough,
      reason: enough ? '' : 'insufficient',
    };
  });
}

/** The method selected at first: online (always available). */
export function defaultMethod(options: readonly MethodOption[]): PayMethod {
  return options.find((o) => o.enabled)?.method ?? 'online';
}
