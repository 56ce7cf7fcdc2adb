/**
 * WeChat Pay API v3 (微信支付 APIv3) through `wechatpay-axios-plugin`: H5 payment in a phone
 * browser (`/v3/pay/transactions/h5` → `h5_url`) and JSAPI inside WeChat
 * (`/v3/pay/transactions/jsapi` → `prepay_id` → signed WeixinJSBridge parameters), order query,
 * refunds (`/v3/refund/domestic/refunds`) and both notifies.
 *
 * - Requests: the plugin signs `METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n` with the merchant private
 *   key (RSA-SHA256) into `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,serial_no=…,…`.
 * - Responses: the plugin verifies `Wechatpay-Signature` over `TIMESTAMP\nNONCE\nBODY\n` with
 *   WeChat Pay's public key, found by `Wechatpay-Serial` (the public key id, or a platform
 *   certificate serial).
 * - Notifies: the same signature check here (and a 5-minute timestamp window), then the
 *   `resource` is decrypted with AES-256-GCM (key: the API v3 key; nonce and associated_data
 *   from the resource); mchid, appid and the trade/refund fields are checked.
 *
 * Transfers (商家转账) are not implemented: withdrawals stay manual with this provider.
 * Axios errors are turned into `PaymentProviderError` carrying only WeChat's code and message:
 * an axios error holds the request config, which holds the private key, and must not be logged.
 */
import { timingSafeEqual } from 'node:crypto';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import type { WechatpayConfig } from '../config';
import {
  PaymentProviderError,
  type JsapiParams,
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
} from './payment';

/** A notify whose timestamp is further than this from ours is refused (seconds). */
export const WECHATPAY_NOTIFY_WINDOW_S = 300;

export const WECHATPAY_NOTIFY_PATH = '/api/pay/notify/wechatpay';
export const WECHATPAY_REFUND_NOTIFY_PATH = '/api/pay/refund-notify/wechatpay';

type Headers = Record<string, string | string[] | undefined>;

function header(h: Headers, name: string): string {
  const v = h[name] ?? h[name.toLowerCase()];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}

/** The decrypted `resource` of a notify (a transaction or a refund). */
interface Resource {
  mchid?: unknown;
  appid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  out_refund_no?: unknown;
  refund_id?: unknown;
  refund_status?: unknown;
  amount?: { total?: unknown; payer_total?: unknown };
}

interface AxiosLikeError {
  code?: string;
  response?: { status?: number; data?: unknown };
}

/** What WeChat Pay said (its `code`/`message` body), without the request config. */
function providerError(err: unknown): PaymentProviderError {
  if (err instanceof PaymentProviderError) return err;
  const e = err as AxiosLikeError;
  const status = e.response?.status;
  const data = e.response?.data as { code?: unknown; message?: unknown } | string | undefined;
  const body = typeof data === 'string' ? safeJson(data) : data;
  const code = typeof body?.code === 'string' ? body.code : (e.code ?? 'NETWORK');
  const message = typeof body?.message === 'string' ? body.message : `WeChat Pay ${status ?? code}`;
  // no answer (timeout, refused), 5xx, rate limit or a bad response signature: try again later
  // (EV3_*: the plugin refused the answer's signature or timestamp, so it says nothing)
  const retryable =
    status === undefined ||
    status >= 500 ||
    status === 429 ||
    code === 'SYSTEM_ERROR' ||
    code.startsWith('EV3_');
  return new PaymentProviderError(`${code}: ${message}`.slice(0, 200), code, retryable);
}

function safeJson(s: string): { code?: unknown; message?: unknown } | undefined {
  try {
    return JSON.parse(s) as { code?: unknown; message?: unknown };
  } catch {
    return undefined;
  }
}

const notFound = (err: unknown) => {
  const e = err as AxiosLikeError;
  return e.response?.status === 404;
};

export class WechatpayProvider implements PaymentProvider {
  readonly name = 'wechatpay';
  readonly channels = ['h5', 'jsapi'] as const;
  private readonly client: {
    get(url: string): Promise<{ data: unknown }>;
    post(url: string, body: unknown): Promise<{ data: unknown }>;
  };
  private readonly privateKey: ReturnType<typeof Rsa.from>;
  private readonly publicKey: ReturnType<typeof Rsa.from>;

  constructor(private readonly cfg: WechatpayConfig) {
    this.privateKey = Rsa.from(cfg.privateKey, Rsa.KEY_TYPE_PRIVATE);
    this.publicKey = Rsa.from(cfg.publicKey, Rsa.KEY_TYPE_PUBLIC);
    const wx = new Wechatpay({
      mchid: cfg.mchid,
      serial: cfg.serial,
      privateKey: cfg.privateKey,
      certs: { [cfg.publicKeyId]: cfg.publicKey },
      baseURL: `${cfg.baseUrl}/`,
      timeout: cfg.timeoutMs,
      // public key mode: the request names the key WeChat Pay should verify with
      headers: { 'Wechatpay-Serial': cfg.publicKeyId },
    });
    this.client = wx.client.v3;
  }

  private async call<T>(method: 'get' | 'post', url: string, body?: unknown): Promise<T> {
    try {
      const res = method === 'get' ? await this.client.get(url) : await this.client.post(url, body);
      return res.data as T;
    } catch (err) {
      throw providerError(err);
    }
  }

  private base(trade: PaymentTrade, ctx: PayContext) {
    return {
      appid: this.cfg.appid,
      mchid: this.cfg.mchid,
      description: trade.subject.slice(0, 127),
      out_trade_no: trade.trade_no,
      ...(ctx.expiresAt
        ? { time_expire: new Date(ctx.expiresAt * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') }
        : {}),
      notify_url: `${this.cfg.notifyBase}${WECHATPAY_NOTIFY_PATH}`,
      amount: { total: trade.amount, currency: 'CNY' },
    };
  }

  async createPayment(trade: PaymentTrade, ctx: PayContext): Promise<PayStart> {
    if (ctx.channel === 'jsapi') {
      if (!ctx.openid) throw new PaymentProviderError('jsapi needs an openid', 'NO_OPENID', false);
      const r = await this.call<{ prepay_id?: unknown }>('post', 'v3/pay/transactions/jsapi', {
        ...this.base(trade, ctx),
        payer: { openid: ctx.openid },
      });
      if (typeof r.prepay_id !== 'string') {
        throw new PaymentProviderError('no prepay_id in the answer', 'BAD_ANSWER', true);
      }
      return { kind: 'jsapi', params: this.jsapiParams(r.prepay_id) };
    }
    const r = await this.call<{ h5_url?: unknown }>('post', 'v3/pay/transactions/h5', {
      ...this.base(trade, ctx),
      scene_info: { payer_client_ip: ctx.clientIp, h5_info: { type: 'Wap' } },
    });
    if (typeof r.h5_url !== 'string') {
      throw new PaymentProviderError('no h5_url in the answer', 'BAD_ANSWER', true);
    }
    // WeChat sends the buyer back to redirect_url (absolute, on the domain registered for H5)
    const back = new URL(ctx.returnUrl, `${this.cfg.notifyBase}/`).toString();
    const sep = r.h5_url.includes('?') ? '&' : '?';
    return { kind: 'redirect', url: `${r.h5_url}${sep}redirect_url=${encodeURIComponent(back)}` };
  }

  /** The page's `getBrandWCPayRequest` parameters: paySign over appId\ntimeStamp\nnonceStr\npackage\n. */
  jsapiParams(
    prepayId: string,
    timeStamp = String(Formatter.timestamp()),
    nonceStr = Formatter.nonce(),
  ): JsapiParams {
    const pkg = `prepay_id=${prepayId}`;
    return {
      appId: this.cfg.appid,
      timeStamp,
      nonceStr,
      package: pkg,
      signType: 'RSA',
      paySign: Rsa.sign(
        Formatter.joinedByLineFeed(this.cfg.appid, timeStamp, nonceStr, pkg),
        this.privateKey,
      ),
    };
  }

  notifyAnswer(ok: boolean, reason = ''): NotifyAnswer {
    return {
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(
        ok ? { code: 'SUCCESS', message: '成功' } : { code: 'FAIL', message: reason },
      ),
    };
  }

  /** Signature, freshness and decryption of a notify; the resource or the reason it fails. */
  private open(
    headers: Headers,
    rawBody: string,
    now: number,
    eventPrefix: 'TRANSACTION.' | 'REFUND.',
  ):
    | { ok: true; event: string; res: Resource }
    | { ok: false; reason: 'signature' | 'timestamp' | 'body' | 'merchant' } {
    const ts = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const sig = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!/^\d{1,12}$/.test(ts) || !nonce || !sig || !safeEq(serial, this.cfg.publicKeyId)) {
      return { ok: false, reason: 'signature' };
    }
    let verified = false;
    try {
      verified = Rsa.verify(Formatter.response(ts, nonce, rawBody), sig, this.publicKey);
    } catch {
      verified = false;
    }
    if (!verified) return { ok: false, reason: 'signature' };
    if (Math.abs(now - Number(ts)) > WECHATPAY_NOTIFY_WINDOW_S) {
      return { ok: false, reason: 'timestamp' };
    }
    try {
      const n = JSON.parse(rawBody) as {
        event_type?: unknown;
        resource?: {
          algorithm?: unknown;
          ciphertext?: unknown;
          nonce?: unknown;
          associated_data?: unknown;
        };
      };
      const r = n.resource;
      if (
        typeof n.event_type !== 'string' ||
        !n.event_type.startsWith(eventPrefix) ||
        r?.algorithm !== 'AEAD_AES_256_GCM' ||
        typeof r.ciphertext !== 'string' ||
        typeof r.nonce !== 'string'
      ) {
        return { ok: false, reason: 'body' };
      }
      const plain = Aes.AesGcm.decrypt(
        r.ciphertext,
        this.cfg.apiv3Key,
        r.nonce,
        typeof r.associated_data === 'string' ? r.associated_data : '',
      );
      const res = JSON.parse(plain) as Resource;
      if (res.mchid !== this.cfg.mchid) return { ok: false, reason: 'merchant' };
      return { ok: true, event: n.event_type, res };
    } catch {
      // bad JSON, or a ciphertext that does not authenticate (tampered, wrong key)
      return { ok: false, reason: 'body' };
    }
  }

  verifyNotify(headers: Headers, rawBody: string, now: number): NotifyVerdict {
    const o = this.open(headers, rawBody, now, 'TRANSACTION.');
    if (!o.ok) return o;
    const { res } = o;
    if (res.appid !== this.cfg.appid) return { ok: false, reason: 'merchant' };
    if (
      o.event !== 'TRANSACTION.SUCCESS' ||
      res.trade_state !== 'SUCCESS' ||
      typeof res.out_trade_no !== 'string' ||
      typeof res.transaction_id !== 'string' ||
      !Number.isSafeInteger(res.amount?.total)
    ) {
      return { ok: false, reason: 'body' };
    }
    return {
      ok: true,
      notice: {
        trade_no: res.out_trade_no,
        amount: res.amount!.total as number,
        provider_ref: res.transaction_id,
      },
    };
  }

  verifyRefundNotify(headers: Headers, rawBody: string, now: number): RefundVerdict {
    const o = this.open(headers, rawBody, now, 'REFUND.');
    if (!o.ok) return o;
    const { res } = o;
    if (typeof res.out_refund_no !== 'string' || typeof res.refund_id !== 'string') {
      return { ok: false, reason: 'body' };
    }
    const status =
      res.refund_status === 'SUCCESS'
        ? 'done'
        : res.refund_status === 'CLOSED' || res.refund_status === 'ABNORMAL'
          ? 'failed'
          : undefined;
    if (!status) return { ok: false, reason: 'body' };
    return {
      ok: true,
      notice: { out_refund_no: res.out_refund_no, provider_ref: res.refund_id, status },
    };
  }

  async query(tradeNo: string): Promise<TradeState> {
    let r: Resource;
    try {
      const res = await this.client.get(
        `v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}?mchid=${this.cfg.mchid}`,
      );
      r = res.data as Resource;
    } catch (err) {
      if (notFound(err)) return { state: 'unknown' };
      throw providerError(err);
    }
    switch (r.trade_state) {
      case 'SUCCESS':
      case 'REFUND':
        if (typeof r.transaction_id !== 'string' || !Number.isSafeInteger(r.amount?.total)) {
          throw new PaymentProviderError('incomplete trade answer', 'BAD_ANSWER', true);
        }
        return {
          state: 'paid',
          amount: r.amount!.total as number,
          provider_ref: r.transaction_id,
        };
      case 'CLOSED':
      case 'REVOKED':
      case 'PAYERROR':
        return { state: 'closed' };
      default:
        // NOTPAY, USERPAYING
        return { state: 'pending' };
    }
  }

  private static refundState(status: unknown): 'done' | 'failed' | 'pending' {
    if (status === 'SUCCESS') return 'done';
    if (status === 'CLOSED' || status === 'ABNORMAL') return 'failed';
    return 'pending';
  }

  async refund(req: RefundRequest): Promise<RefundAnswer> {
    let r: { refund_id?: unknown; status?: unknown };
    try {
      r = await this.call('post', 'v3/refund/domestic/refunds', {
        ...(req.provider_ref
          ? { transaction_id: req.provider_ref }
          : { out_trade_no: req.trade_no }),
        out_refund_no: req.out_refund_no,
        reason: req.reason.slice(0, 80),
        notify_url: `${this.cfg.notifyBase}${WECHATPAY_REFUND_NOTIFY_PATH}`,
        amount: { refund: req.amount, total: req.total, currency: 'CNY' },
      });
    } catch (err) {
      const e = providerError(err);
      // refused for good (not enough balance is retried: the merchant may top up)
      if (!e.retryable && e.code !== 'NOT_ENOUGH') {
        return { status: 'failed', provider_ref: '', reason: e.message };
      }
      throw e;
    }
    const ref = typeof r.refund_id === 'string' ? r.refund_id : '';
    const s = WechatpayProvider.refundState(r.status);
    return { status: s === 'pending' ? 'accepted' : s, provider_ref: ref };
  }

  async queryRefund(outRefundNo: string): Promise<RefundState> {
    let r: { refund_id?: unknown; status?: unknown };
    try {
      const res = await this.client.get(
        `v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`,
      );
      r = res.data as typeof r;
    } catch (err) {
      if (notFound(err)) return { state: 'unknown' };
      throw providerError(err);
    }
    const s = WechatpayProvider.refundState(r.status);
    if (s === 'pending') return { state: 'pending' };
    return { state: s, provider_ref: typeof r.refund_id === 'string' ? r.refund_id : '' };
  }
}

function safeEq(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
