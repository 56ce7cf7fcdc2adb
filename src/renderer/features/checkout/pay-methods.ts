/**
 * The payment methods of the cashier (docs/api-orders.md "Payment methods"): online always, as
 * one row per way the server offers where the page runs (`/api/pay/channels`: WeChat Pay,
 * Alipay, the sandbox cashier; one generic row when that list is unknown); balance, reward money
 * and points from the wallet, each with what the user holds and disabled when it does not cover
 * the amount (points: 1 point = 1 fen).
 */
import type { PayChannelsData } from '../../../shared/contract/order';
import type { PayMethod } from '../order';

/** An online way to pay: a provider and how the page reaches it. */
export type OnlineChannel = PayChannelsData['list'][number];

export interface WalletAmounts {
  balance: number;
  reward_money: number;
  integral: number;
}

export interface MethodOption {
  method: PayMethod;
  /** online only: the provider and channel (absent: the server picks its first) */
  channel?: OnlineChannel;
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

/** The key a row is selected by: the method, or `online:<provider>:<channel>`. */
export function optionKey(o: Pick<MethodOption, 'method' | 'channel'>): string {
  return o.channel ? `online:${o.channel.provider}:${o.channel.channel}` : o.method;
}

export function payMethodOptions(
  amount: number,
  wallet: WalletAmounts | null,
  channels: readonly OnlineChannel[] | null = null,
): MethodOption[] {
  const online = (channel?: OnlineChannel): MethodOption => ({
    method: 'online',
    ...(channel ? { channel } : {}),
    available: null,
    needed: amount,
    enabled: true,
    reason: '',
  });
  const onlineRows = channels?.length ? channels.map(online) : [online()];
  const methods: Exclude<PayMethod, 'online'>[] = ['balance', 'reward', 'integral'];
  return onlineRows.concat(
    methods.map((method) => {
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
    }),
  );
}

/** The method selected at first: the first enabled (online, always available). */
export function defaultMethod(options: readonly MethodOption[]): PayMethod {
  return options.find((o) => o.enabled)?.method ?? 'online';
}
