/**
 * The sandbox payment provider: a cashier page served by this server, and a notify signed with
 * HMAC-SHA256(secret, timestamp + "." + raw body) in `X-Sandbox-Timestamp` /
 * `X-Sandbox-Signature` (docs/api-orders.md "Sandbox provider"). Refunds succeed at once.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NotifyVerdict, PaymentProvider, PaymentTrade } from './payment';

/** A notify older or newer than this is refused (replay window), seconds. */
export const NOTIFY_WINDOW_S = 300;

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

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

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

  /** What the sandbox "provider" sends to the notify URL when the buyer pays. */
  signedNotify(
    trade: { trade_no: string; amount: number },
    now: number,
  ): { headers: Record<string, string>; body: string } {
    const body = JSON.stringify({
      trade_no: trade.trade_no,
      amount: trade.amount,
      provider_ref: `SBX${now}${randomBytes(6).toString('hex')}`,
      status: 'paid',
    });
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

  verifyNotify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: number,
  ): NotifyVerdict {
    const ts = header(headers, 'x-sandbox-timestamp');
    const sig = header(headers, 'x-sandbox-signature');
    if (!/^\d{1,12}$/.test(ts) || !safeEqual(hmac(this.secret, `${ts}.${rawBody}`), sig)) {
      return { ok: false, reason: 'signature' };
    }
    if (Math.abs(now - Number(ts)) > NOTIFY_WINDOW_S) return { ok: false, reason: 'timestamp' };
    let v: { trade_no?: unknown; amount?: unknown; provider_ref?: unknown; status?: unknown };
    try {
      v = JSON.parse(rawBody) as typeof v;
    } catch {
      return { ok: false, reason: 'body' };
    }
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

  refund(trade: { trade_no: string }, amount: number): Promise<{ ref: string }> {
    return Promise.resolve({
      ref: `SBXR${trade.trade_no.slice(-8)}${amount}${randomBytes(4).toString('hex')}`,
    });
  }
}
