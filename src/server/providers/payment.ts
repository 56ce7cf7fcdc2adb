/**
 * The payment provider interface (ARCHITECTURE.md "Providers with a real local default"). The
 * sandbox implements it now; a real provider (Alipay, WeChat Pay) plugs in behind the same
 * three calls. Amounts are fen.
 */
export interface PaymentTrade {
  trade_no: string;
  /** fen */
  amount: number;
  subject: string;
}

/** A verified payment notification. */
export interface PaymentNotice {
  trade_no: string;
  /** fen the provider says it collected */
  amount: number;
  /** the provider's own transaction id */
  provider_ref: string;
}

export type NotifyVerdict =
  { ok: true; notice: PaymentNotice } | { ok: false; reason: 'signature' | 'timestamp' | 'body' };

export interface PaymentProvider {
  readonly name: string;
  /** The URL of the provider's cashier page for the trade; the buyer returns to `returnUrl`. */
  createCashier(trade: PaymentTrade, returnUrl: string): string;
  /** Checks an asynchronous notification's signature and freshness against `now` (Unix s). */
  verifyNotify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: number,
  ): NotifyVerdict;
  /** Refunds `amount` fen of a paid trade; resolves with the provider's refund reference. */
  refund(
    trade: { trade_no: string; provider_ref: string },
    amount: number,
  ): Promise<{ ref: string }>;
}
