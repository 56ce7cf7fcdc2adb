/**
 * The payment provider interface (ARCHITECTURE.md "Providers with a real local default"). The
 * sandbox (payment-sandbox.ts) and WeChat Pay API v3 (payment-wechatpay.ts) implement it; it is
 * shaped so Alipay fits too (a redirect to its page, a form notify answered with a text body,
 * refunds by an out_request_no). Amounts are fen, times Unix seconds.
 *
 * Refunds are asynchronous: the shop claims a `refunds` row (pending) in its transaction, calls
 * `refund` after the commit, and the final state comes by the refund notify (or `queryRefund`
 * from the retry job). `out_refund_no` is the same on every retry, so a provider refunds once.
 */
export interface PaymentTrade {
  trade_no: string;
  /** fen */
  amount: number;
  subject: string;
}

/**
 * How the buyer pays: `cashier` (the sandbox page), `h5` (the provider's page in a phone
 * browser: WeChat Pay H5, Alipay wap), `jsapi` (inside WeChat's browser, WeixinJSBridge).
 */
export type PayChannel = 'cashier' | 'h5' | 'jsapi';

export interface PayContext {
  channel: PayChannel;
  /** where the provider sends the buyer back (an app hash route, same origin) */
  returnUrl: string;
  /** the buyer's IP (WeChat Pay H5 requires it) */
  clientIp: string;
  /** the buyer's openid at the provider's app (jsapi) */
  openid?: string;
  /** Unix s; the trade's payment deadline, when known */
  expiresAt?: number;
}

/** What the page does to pay: open a URL, or call WeixinJSBridge with signed parameters. */
export type PayStart = { kind: 'redirect'; url: string } | { kind: 'jsapi'; params: JsapiParams };

/** `WeixinJSBridge.invoke('getBrandWCPayRequest', params)` (all strings, as WeChat wants). */
export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/** A verified payment notification. */
export interface PaymentNotice {
  trade_no: string;
  /** fen the provider says it collected */
  amount: number;
  /** the provider's own transaction id */
  provider_ref: string;
}

/**
 * `ignored`: a genuine notify (signature and merchant checked) of a state the shop does not act
 * on (Alipay's WAIT_BUYER_PAY / TRADE_CLOSED); the route acknowledges it and changes nothing.
 */
export type NotifyVerdict =
  | { ok: true; notice: PaymentNotice }
  | { ok: false; reason: 'signature' | 'timestamp' | 'body' | 'merchant' | 'ignored' };

/** The provider's state of a trade (`query`). */
export type TradeState =
  | { state: 'paid'; amount: number; provider_ref: string }
  | { state: 'pending' }
  | { state: 'closed' }
  /** the provider does not know the trade (never created there) */
  | { state: 'unknown' };

export interface RefundRequest {
  trade_no: string;
  /** the provider's transaction id of the payment */
  provider_ref: string;
  out_refund_no: string;
  /** fen to refund now */
  amount: number;
  /** fen the trade collected (WeChat Pay wants both) */
  total: number;
  reason: string;
}

/**
 * The provider's answer to a refund call: `accepted` (the final state follows by notify or
 * query), `done` (already refunded), `failed` (refused for good). A thrown error (network,
 * timeout, 5xx) means the outcome is unknown: the row stays pending for the retry job.
 */
export interface RefundAnswer {
  status: 'accepted' | 'done' | 'failed';
  /** the provider's refund id ('' when it gave none) */
  provider_ref: string;
  /** the provider's words for a failure */
  reason?: string;
}

/** A verified refund notification (or a query's final answer). */
export interface RefundNotice {
  out_refund_no: string;
  provider_ref: string;
  status: 'done' | 'failed';
}

export type RefundVerdict =
  | { ok: true; notice: RefundNotice }
  | { ok: false; reason: 'signature' | 'timestamp' | 'body' | 'merchant' };

/** The provider's state of a refund (`queryRefund`). */
export type RefundState =
  { state: 'done' | 'failed'; provider_ref: string } | { state: 'pending' } | { state: 'unknown' };

/** The body a provider expects in the answer to a notify (the route picks the HTTP status). */
export interface NotifyAnswer {
  contentType: string;
  body: string;
}

/** A payout to a buyer (withdrawals), optional: a provider without it leaves payouts manual. */
export interface TransferRequest {
  out_no: string;
  /** the payee at the provider (WeChat openid, Alipay account) */
  account: string;
  /** the payee's real name, when the provider checks it */
  name?: string;
  /** fen */
  amount: number;
  remark: string;
}

/**
 * The provider's answer to a transfer: `done` (paid), `accepted` (in progress: ask
 * `queryTransfer` later), `failed` (refused for good, `reason` in the provider's words). A thrown
 * error (network, timeout, forged answer) means the outcome is unknown: ask again with the same
 * `out_no`, which the provider pays once.
 */
export interface TransferAnswer {
  status: 'accepted' | 'done' | 'failed';
  provider_ref: string;
  reason?: string;
}

/** The provider's state of a transfer (`queryTransfer`); `unknown`: it never received it. */
export type TransferState = TransferAnswer | { status: 'unknown' };

export interface PaymentProvider {
  readonly name: string;
  /** the ways this provider can take a payment */
  readonly channels: readonly PayChannel[];
  /** Starts paying a trade through `ctx.channel`; throws `PaymentProviderError` on refusal. */
  createPayment(trade: PaymentTrade, ctx: PayContext): Promise<PayStart>;
  /** Checks a payment notification's signature, freshness against `now` and content. */
  verifyNotify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: number,
  ): NotifyVerdict | Promise<NotifyVerdict>;
  /** Checks a refund notification the same way. */
  verifyRefundNotify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: number,
  ): RefundVerdict | Promise<RefundVerdict>;
  /** The answer the provider expects: success (it stops resending) or failure (it resends). */
  notifyAnswer(ok: boolean, reason?: string): NotifyAnswer;
  /** The provider's state of the trade. */
  query(tradeNo: string): Promise<TradeState>;
  /** Asks for a refund (idempotent per `out_refund_no`). */
  refund(req: RefundRequest): Promise<RefundAnswer>;
  /** The provider's state of a refund (`tradeNo`: its trade, which Alipay's query needs). */
  queryRefund(outRefundNo: string, tradeNo?: string): Promise<RefundState>;
  /** Pays money out to a buyer; absent when the provider (or this build) has no payouts. */
  transfer?(req: TransferRequest): Promise<TransferAnswer>;
  /** The provider's state of a transfer by its `out_no` (present with `transfer`). */
  queryTransfer?(outNo: string): Promise<TransferState>;
}

/**
 * A provider's refusal or failure with words safe to show the buyer (`userMessage`) and the
 * provider's own code for the log. `retryable` for timeouts, network errors and 5xx.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
