/**
 * The sandbox payment provider: a cashier page served by this server, and a notify signed with
 * HMAC-SHA256(secret, timestamp + "." + raw body) in `X-Sandbox-Timestamp` /
 * `X-Sandbox-Signature` (docs/api-orders.md "Sandbox provider"). A refund is accepted and its
 * refund notify (signed the same way, `/api/pay/refund-notify/sandbox`) is delivered at once
 * through `deliver` (the payment routes' inject) before the call returns. The sandbox remembers
 * what it collected and refunded in memory (for `query` / `queryRefund`), per process.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  NotifyAnswer,
  NotifyVerdict,
  PayContext,
  PayStart,
  PaymentProvider,
  PaymentTrade,
  RefundAnswer,
  RefundRequest,
  RefundState,
  RefundVerdict,
  TradeState,
  TransferAnswer,
  TransferState,
  TransferRequest,
} from './payment';

/** A notify older or newer than this is refused (replay window), seconds. */
export const NOTIFY_WINDOW_S = 300;

/** Where the sandbox delivers refund notifies. */
export const REFUND_NOTIFY_PATH = '/api/pay/refund-notify/sandbox';

export function hmac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function header(h: Record<string, string | string[] | undefined>, name: string): string {
  const v = h[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}

/** Sends a signed notify to the shop's route (set by the payment routes: fastify.inject). */
export type NotifyDelivery = (
  path: string,
  notify: { headers: Record<string, string>; body: string },
) => Promise<void>;

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly channels = ['cashier'] as const;
  /** where refund notifies go; unset = refunds answer `done` at once */
  deliver: NotifyDelivery | undefined;
  private readonly collected = new Map<string, { amount: number; provider_ref: string }>();
  private readonly refunds = new Map<string, { provider_ref: string }>();
  private readonly transfers = new Map<string, TransferAnswer>();

  constructor(private readonly secret: string) {
    if (!secret) throw new Error('the sandbox payment provider needs PAYMENT_SANDBOX_SECRET');
  }

  /** Signs the cashier link so nobody can point the page at another return URL. */
  cashierSign(tradeNo: string, returnUrl: string): string {
    return hmac(this.secret, `cashier.${tradeNo}.${returnUrl}`);
  }

  checkCashierSign(tradeNo: string, returnUrl: string, sign: string): boolean {
    return safeEqual(this.cashierSign(tradeNo, returnUrl), sign);
  }

  createCashier(trade: PaymentTrade, returnUrl: string): string {
    const q = new URLSearchParams({
      trade_no: trade.trade_no,
      return_url: returnUrl,
      sign: this.cashierSign(trade.trade_no, returnUrl),
    });
    return `/pay/sandbox/cashier?${q.toString()}`;
  }

  createPayment(trade: PaymentTrade, ctx: PayContext): Promise<PayStart> {
    return Promise.resolve({ kind: 'redirect', url: this.createCashier(trade, ctx.returnUrl) });
  }

  notifyAnswer(ok: boolean, reason = ''): NotifyAnswer {
    return { contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : `fail: ${reason}` };
  }

  private signed(body: string, now: number) {
    const ts = String(now);
    return {
      headers: {
        'content-type': 'application/json',
        'x-sandbox-timestamp': ts,
        'x-sandbox-signature': hmac(this.secret, `${ts}.${body}`),
      },
      body,
    };
  }

  /** Checks signature and freshness; the parsed JSON body, or the reason it is refused. */
  private checked(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: number,
  ):
    | { ok: true; v: Record<string, unknown> }
    | { ok: false; reason: 'signature' | 'timestamp' | 'body' } {
    const ts = header(headers, 'x-sandbox-timestamp');
    const sig = header(headers, 'x-sandbox-signature');
    if (!/^\d{1,12}$/.test(ts) || !safeEqual(hmac(this.secret, `${ts}.${rawBody}`), sig)) {
      return { ok: false, reason: 'signature' };
    }
    if (Math.abs(now - Number(ts)) > NOTIFY_WINDOW_S) return { ok: false, reason: 'timestamp' };
    try {
      const v = JSON.parse(rawBody) as unknown;
      if (v && typeof v === 'object') return { ok: true, v: v as Record<string, unknown> };
    } catch {
      // refused below
    }
    return { ok: false, reason: 'body' };
  }

  /** What the sandbox "provider" sends to the notify URL when the buyer pays. */
  signedNotify(
    trade: { trade_no: string; amount: number; provider_ref?: string },
    now: number,
  ): { headers: Record<string, string>; body: string } {
    // a given provider_ref replays that payment's notify; none is a new payment
    const provider_ref = trade.provider_ref || `SBX${now}${randomBytes(6).toString('hex')}`;
    if (!this.collected.has(trade.trade_no)) {
      this.collected.set(trade.trade_no, { amount: trade.amount, provider_ref });
    }
    const body = JSON.stringify({
      trade_no: trade.trade_no,
      amount: trade.amount,
      provider_ref,
      status: 'paid',
    });
    return this.signed(body, now);
  }

  /** The sandbox's refund notify for `out_refund_no` (what `refund` delivers). */
  signedRefundNotify(
    r: { out_refund_no: string; provider_ref: string; status: 'done' | 'failed' },
    now: number,
  ): { headers: Record<string, string>; body: string } {
    return this.signed(JSON.stringify(r), now);
  }

  verifyNotify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: number,
  ): NotifyVerdict {
    const c = this.checked(headers, rawBody, now);
    if (!c.ok) return c;
    const { v } = c;
    if (
      typeof v.trade_no !== 'string' ||
      typeof v.provider_ref !== 'string' ||
      !Number.isSafeInteger(v.amount) ||
      v.status !== 'paid'
    ) {
      return { ok: false, reason: 'body' };
    }
    return {
      ok: true,
      notice: { trade_no: v.trade_no, amount: v.amount as number, provider_ref: v.provider_ref },
    };
  }

  verifyRefundNotify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: number,
  ): RefundVerdict {
    const c = this.checked(headers, rawBody, now);
    if (!c.ok) return c;
    const { v } = c;
    if (
      typeof v.out_refund_no !== 'string' ||
      typeof v.provider_ref !== 'string' ||
      (v.status !== 'done' && v.status !== 'failed')
    ) {
      return { ok: false, reason: 'body' };
    }
    return {
      ok: true,
      notice: { out_refund_no: v.out_refund_no, provider_ref: v.provider_ref, status: v.status },
    };
  }

  query(tradeNo: string): Promise<TradeState> {
    const c = this.collected.get(tradeNo);
    return Promise.resolve(c ? { state: 'paid', ...c } : { state: 'pending' });
  }

  /** Accepts the refund (once per out_refund_no) and delivers its notify before answering. */
  async refund(req: RefundRequest): Promise<RefundAnswer> {
    let r = this.refunds.get(req.out_refund_no);
    if (!r) {
      r = {
        provider_ref: `SBXR${req.trade_no.slice(-8)}${req.amount}${randomBytes(4).toString('hex')}`,
      };
      this.refunds.set(req.out_refund_no, r);
    }
    if (!this.deliver) return { status: 'done', provider_ref: r.provider_ref };
    await this.deliver(
      REFUND_NOTIFY_PATH,
      this.signedRefundNotify(
        { out_refund_no: req.out_refund_no, provider_ref: r.provider_ref, status: 'done' },
        Math.floor(Date.now() / 1000),
      ),
    );
    return { status: 'accepted', provider_ref: r.provider_ref };
  }

  queryRefund(outRefundNo: string): Promise<RefundState> {
    const r = this.refunds.get(outRefundNo);
    return Promise.resolve(
      r ? { state: 'done', provider_ref: r.provider_ref } : { state: 'unknown' },
    );
  }

  /** A payout that succeeds at once (idempotent per out_no). */
  transfer(req: TransferRequest): Promise<TransferAnswer> {
    let t = this.transfers.get(req.out_no);
    if (!t) {
      t = { status: 'done', provider_ref: `SBXT${randomBytes(6).toString('hex')}` };
      this.transfers.set(req.out_no, t);
    }
    return Promise.resolve(t);
  }

  queryTransfer(outNo: string): Promise<TransferState> {
    return Promise.resolve(this.transfers.get(outNo) ?? { status: 'unknown' });
  }
}
