/**
 * Alipay (支付宝) through its official `alipay-sdk` (OpenAPI 2.0 gateway): mobile-web payment
 * (`alipay.trade.wap.pay`, a signed GET URL to the gateway), the async notify, order query
 * (`alipay.trade.query`), refunds (`alipay.trade.refund`, answered synchronously) and the refund
 * query (`alipay.trade.fastpay.refund.query`).
 *
 * - Requests: the SDK signs the parameters (sorted by key, `k=v` joined by `&`) with the app's
 *   private key (RSA2: SHA256withRSA, base64) into `sign`.
 * - Responses: `exec(..., { validateSign: true })` checks `sign` over the exact
 *   `<method>_response` JSON text with Alipay's public key; an answer that fails is refused.
 * - Notifies: a form (application/x-www-form-urlencoded, utf-8) checked with `checkNotifySignV2`
 *   (Alipay's public key, params without `sign`/`sign_type`, values as posted), then app_id,
 *   trade_status and total_amount. A verified notify of a state the shop does not act on
 *   (WAIT_BUYER_PAY, TRADE_CLOSED) is `ignored`: the route acknowledges it, nothing changes.
 *
 * Refunds have no notify here: `verifyRefundNotify` refuses everything. Payouts to a bank card
 * (withdrawals, issue 22): `alipay.fund.trans.uni.transfer` (转账到银行卡, product_code
 * TRANS_BANKCARD_NO_PWD) with `out_biz_no` = the shop's number, which Alipay pays once; its
 * state by `alipay.fund.trans.common.query`. SDK errors become `PaymentProviderError` with
 * Alipay's code and message only.
 */
import { createPrivateKey, createPublicKey, timingSafeEqual } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../config';
import {
  PaymentProviderError,
  type NotifyAnswer,
  type NotifyVerdict,
  type PayContext,
  type PayStart,
  type PaymentProvider,
  type PaymentTrade,
  type RefundAnswer,
  type RefundRequest,
  type RefundState,
  type RefundVerdict,
  type TradeState,
  type TransferAnswer,
  type TransferRequest,
  type TransferState,
} from './payment';

/** Alipay's payout product and scene for a bank card without a payer password. */
const TRANSFER = { product_code: 'TRANS_BANKCARD_NO_PWD', biz_scene: 'DIRECT_TRANSFER' } as const;

export const ALIPAY_NOTIFY_PATH = '/api/pay/notify/alipay';

/** fen → Alipay's yuan string with two decimals (1 → "0.01"), without float arithmetic. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`bad amount ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Alipay's yuan string ("12", "12.3", "12.34") → fen; undefined for anything else. */
export function yuanToFen(yuan: unknown): number | undefined {
  if (typeof yuan !== 'string') return undefined;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Unix s → China time (UTC+8) "yyyy-MM-dd HH:mm:ss", the format of Alipay's time fields. */
export function chinaTime(unixS: number): string {
  return new Date((unixS + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

interface AlipayAnswer {
  code?: unknown;
  msg?: unknown;
  sub_code?: unknown;
  sub_msg?: unknown;
  [key: string]: unknown;
}

/** Alipay's answer code 10000 is success; anything else carries sub_code / sub_msg. */
function failed(r: AlipayAnswer): PaymentProviderError {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const code = str(r.sub_code) || str(r.code) || 'UNKNOWN';
  const msg = str(r.sub_msg) || str(r.msg);
  // 20000: service unavailable; *SYSTEM_ERROR: Alipay's own failure; try again later
  const retryable = r.code === '20000' || /SYSTEM_ERROR|UNKNOW/i.test(code);
  return new PaymentProviderError(`${code}: ${msg}`.slice(0, 200), code, retryable);
}

export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay';
  readonly channels = ['h5'] as const;
  private readonly sdk: AlipaySdk;

  constructor(
    private readonly cfg: AlipayConfig,
    private readonly clock: { now(): number } = { now: () => Math.floor(Date.now() / 1000) },
  ) {
    this.sdk = new AlipaySdk({
      appId: cfg.appId,
      // the SDK wants trimmed PEM of a known type: PKCS#8 private, SPKI public
      privateKey: createPrivateKey(cfg.privateKey)
        .export({ type: 'pkcs8', format: 'pem' })
        .toString()
        .trim(),
      keyType: 'PKCS8',
      alipayPublicKey: createPublicKey(cfg.alipayPublicKey)
        .export({ type: 'spki', format: 'pem' })
        .toString()
        .trim(),
      gateway: cfg.gateway,
      timeout: cfg.timeoutMs,
      signType: 'RSA2',
      camelcase: false,
    });
  }

  /** The request timestamp in China time (the SDK would use the process's local time). */
  private timestamp(): string {
    return chinaTime(this.clock.now());
  }

  /** Calls a gateway method; the answer's signature is verified, a failure code thrown. */
  private async exec(method: string, biz: Record<string, unknown>): Promise<AlipayAnswer> {
    let r: AlipayAnswer;
    try {
      r = await this.sdk.exec(
        method,
        { timestamp: this.timestamp(), bizContent: biz },
        { validateSign: true },
      );
    } catch (err) {
      // network error, timeout, non-200, unreadable or wrongly signed answer: unknown outcome
      const message = err instanceof Error ? err.message : String(err);
      const code = /验签/.test(message) ? 'BAD_SIGNATURE' : 'NETWORK';
      throw new PaymentProviderError(
        `${code}: ${message.replace(/sign: '[^']*'.*$/s, '').slice(0, 160)}`,
        code,
        true,
      );
    }
    return r;
  }

  createPayment(trade: PaymentTrade, ctx: PayContext): Promise<PayStart> {
    if (ctx.channel !== 'h5') {
      return Promise.reject(
        new PaymentProviderError(`alipay has no ${ctx.channel} channel`, 'CHANNEL', false),
      );
    }
    const back = new URL(ctx.returnUrl, `${this.cfg.notifyBase}/`).toString();
    const url = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      timestamp: this.timestamp(),
      notify_url: `${this.cfg.notifyBase}${ALIPAY_NOTIFY_PATH}`,
      return_url: back,
      bizContent: {
        out_trade_no: trade.trade_no,
        total_amount: fenToYuan(trade.amount),
        subject: trade.subject.slice(0, 256),
        product_code: 'QUICK_WAP_WAY',
        quit_url: back,
        ...(ctx.expiresAt ? { time_expire: chinaTime(ctx.expiresAt) } : {}),
      },
    });
    return Promise.resolve({ kind: 'redirect', url });
  }

  notifyAnswer(ok: boolean): NotifyAnswer {
    return { contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' };
  }

  verifyNotify(
    _headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): NotifyVerdict {
    const params: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(rawBody)) {
      // Alipay signs non-empty values only
      if (v !== '') params[k] = v;
    }
    if (!params.sign) return { ok: false, reason: 'signature' };
    if (params.charset && !/^utf-?8$/i.test(params.charset)) return { ok: false, reason: 'body' };
    if (params.sign_type && params.sign_type !== 'RSA2') return { ok: false, reason: 'signature' };
    let verified = false;
    try {
      verified = this.sdk.checkNotifySignV2(params);
    } catch {
      verified = false;
    }
    if (!verified) return { ok: false, reason: 'signature' };
    if (!safeEq(params.app_id ?? '', this.cfg.appId)) return { ok: false, reason: 'merchant' };
    const status = params.trade_status;
    if (status === 'WAIT_BUYER_PAY' || status === 'TRADE_CLOSED') {
      return { ok: false, reason: 'ignored' };
    }
    const amount = yuanToFen(params.total_amount);
    if (
      (status !== 'TRADE_SUCCESS' && status !== 'TRADE_FINISHED') ||
      !params.out_trade_no ||
      !params.trade_no ||
      amount === undefined
    ) {
      return { ok: false, reason: 'body' };
    }
    return {
      ok: true,
      notice: { trade_no: params.out_trade_no, amount, provider_ref: params.trade_no },
    };
  }

  /** Alipay sends no refund notify in this flow (refunds answer synchronously). */
  verifyRefundNotify(): RefundVerdict {
    return { ok: false, reason: 'body' };
  }

  async query(tradeNo: string): Promise<TradeState> {
    const r = await this.exec('alipay.trade.query', { out_trade_no: tradeNo });
    if (r.code !== '10000') {
      if (r.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unknown' };
      throw failed(r);
    }
    switch (r.trade_status) {
      case 'TRADE_SUCCESS':
      case 'TRADE_FINISHED': {
        const amount = yuanToFen(r.total_amount);
        if (amount === undefined || typeof r.trade_no !== 'string') {
          throw new PaymentProviderError('incomplete trade answer', 'BAD_ANSWER', true);
        }
        return { state: 'paid', amount, provider_ref: r.trade_no };
      }
      case 'TRADE_CLOSED':
        return { state: 'closed' };
      default:
        // WAIT_BUYER_PAY
        return { state: 'pending' };
    }
  }

  async refund(req: RefundRequest): Promise<RefundAnswer> {
    const r = await this.exec('alipay.trade.refund', {
      ...(req.provider_ref ? { trade_no: req.provider_ref } : { out_trade_no: req.trade_no }),
      out_request_no: req.out_refund_no,
      refund_amount: fenToYuan(req.amount),
      refund_reason: req.reason.slice(0, 256),
    });
    if (r.code !== '10000') {
      const e = failed(r);
      // refused for good (Alipay's balance short is retried: the merchant may top up)
      if (!e.retryable && e.code !== 'ACQ.SELLER_BALANCE_NOT_ENOUGH') {
        return { status: 'failed', provider_ref: '', reason: e.message };
      }
      throw e;
    }
    // fund_change "Y": money moved now; "N": not (yet), the retry job asks the refund query
    const ref = typeof r.trade_no === 'string' ? r.trade_no : '';
    return { status: r.fund_change === 'Y' ? 'done' : 'accepted', provider_ref: ref };
  }

  /**
   * The refund query needs the trade too: `tradeNo`, or the part of `out_refund_no` before its
   * `R<after-sale id>` suffix (payment.service.ts `outRefundNo`).
   */
  async queryRefund(outRefundNo: string, tradeNo?: string): Promise<RefundState> {
    const trade = tradeNo ?? outRefundNo.replace(/R\d+$/, '');
    const r = await this.exec('alipay.trade.fastpay.refund.query', {
      out_trade_no: trade,
      out_request_no: outRefundNo,
    });
    if (r.code !== '10000') {
      if (r.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unknown' };
      throw failed(r);
    }
    if (r.refund_status === 'REFUND_SUCCESS') {
      return { state: 'done', provider_ref: typeof r.trade_no === 'string' ? r.trade_no : '' };
    }
    // no refund_status: Alipay has no such refund (submitted again with the same number)
    return { state: 'unknown' };
  }

  /**
   * Pays `req.amount` fen to the bank card `req.account` held by `req.name`. SUCCESS → done,
   * DEALING → accepted, FAIL or a business error → failed with Alipay's reason; a system error,
   * network failure or wrongly signed answer is thrown (unknown: ask again, same out_biz_no).
   */
  async transfer(req: TransferRequest): Promise<TransferAnswer> {
    const r = await this.exec('alipay.fund.trans.uni.transfer', {
      out_biz_no: req.out_no,
      trans_amount: fenToYuan(req.amount),
      ...TRANSFER,
      order_title: req.remark.slice(0, 128),
      payee_info: {
        identity_type: 'BANKCARD_ACCOUNT',
        identity: req.account,
        name: req.name ?? '',
        bankcard_ext_info: { account_type: '2' },
      },
    });
    if (r.code !== '10000') {
      const e = failed(r);
      if (e.retryable) throw e;
      return { status: 'failed', provider_ref: '', reason: e.message };
    }
    return transferAnswer(r);
  }

  async queryTransfer(outNo: string): Promise<TransferState> {
    const r = await this.exec('alipay.fund.trans.common.query', { out_biz_no: outNo, ...TRANSFER });
    if (r.code !== '10000') {
      if (r.sub_code === 'ORDER_NOT_EXIST') return { status: 'unknown' };
      throw failed(r);
    }
    return transferAnswer(r);
  }
}

/** A transfer or transfer query answer's status: SUCCESS, DEALING (WAIT_PAY), FAIL/REFUND. */
function transferAnswer(r: AlipayAnswer): TransferAnswer {
  const ref = typeof r.order_id === 'string' ? r.order_id : '';
  switch (r.status) {
    case 'SUCCESS':
      return { status: 'done', provider_ref: ref };
    case 'DEALING':
    case 'WAIT_PAY':
      return { status: 'accepted', provider_ref: ref };
    case 'FAIL':
    case 'REFUND': {
      const reason = [r.error_code, r.fail_reason].filter((v) => typeof v === 'string' && v);
      return {
        status: 'failed',
        provider_ref: ref,
        reason: (reason.join(': ') || String(r.status)).slice(0, 200),
      };
    }
    default:
      throw new PaymentProviderError('incomplete transfer answer', 'BAD_ANSWER', true);
  }
}

function safeEq(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
