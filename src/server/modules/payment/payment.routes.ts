/**
 * Paying (docs/api-orders.md): `/api/pay/pay` (online → the provider's cashier; wallet methods
 * with the pay password), `/api/pay/alipay` (the online cashier), the sandbox cashier page and
 * its Pay button, and the provider's asynchronous notify (signature, timestamp, trade and
 * amount checked; repeats handled once).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tradeNo } from '../../../shared/contract';
import { PAYMENT, returnUrl, type PayChannelsData } from '../../../shared/contract/order';
import { PaymentProviderError, type PayChannel, type PayStart } from '../../providers/payment';
import { onlineOptions } from './pay-channels';
import type { AppContext } from '../../context';
import { invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { checkPayPassword } from '../wallet/pay-password.service';
import { t } from '../../messages';
import { sweepOverdue } from '../order/order.service';
import {
  findPayment,
  findUserPayment,
  orderSnsOfTrade,
  paymentSummary,
  providerRefOf,
  recordProvider,
  userOrderTradeNo,
  wechatOpenid,
} from './payment.repository';
import {
  configuredProviders,
  finishRefund,
  payTradeFromWallet,
  paymentProvider,
  retryRefunds,
  settleOnline,
} from './payment.service';
import { SandboxPaymentProvider } from '../../providers/payment-sandbox';
import { startJob } from '../../lib/jobs';
import { reconcilePayments, refundLatePayment } from './reconcile.service';

/** How often the refund retry job looks for pending provider refunds (ms). */
export const REFUND_RETRY_INTERVAL_MS = 60_000;

/** How often the reconciliation job asks providers about unsettled trades (ms). */
export const RECONCILE_INTERVAL_MS = 120_000;

/** The notify URL the sandbox provider posts to. */
export const SANDBOX_NOTIFY_PATH = '/api/pay/notify/sandbox';

const defaultReturnUrl = (trade: string) =>
  `/h5/#/pages/subpack/money/paySuccess?trade_no=${trade}`;

const fen = (n: number) => (n / 100).toFixed(2);
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function cashierHtml(p: {
  trade_no: string;
  amount: number;
  orders: string[];
  return_url: string;
  sign: string;
  payable: boolean;
}): string {
  const btn =
    'display:block;width:100%;padding:14px;border:0;border-radius:24px;font-size:16px;margin-top:12px;';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>收银台（沙箱）</title></head>
<body style="margin:0;font-family:-apple-system,'PingFang SC',sans-serif;background:#f5f5f5;color:#333">
<div style="background:#1677ff;color:#fff;padding:16px;font-size:18px">沙箱收银台 Sandbox cashier</div>
<div style="background:#fff;margin:12px;padding:20px;border-radius:8px;text-align:center">
<div style="font-size:14px;color:#999">支付金额</div>
<div style="font-size:32px;font-weight:bold;margin:8px 0">¥${fen(p.amount)}</div>
<div style="font-size:12px;color:#999">交易号 ${esc(p.trade_no)}</div>
<div style="font-size:12px;color:#999">订单 ${p.orders.map(esc).join('、')}</div>
</div>
<div style="margin:12px">
${
  p.payable
    ? `<form method="post" action="/pay/sandbox/pay">
<input type="hidden" name="trade_no" value="${esc(p.trade_no)}">
<input type="hidden" name="return_url" value="${esc(p.return_url)}">
<input type="hidden" name="sign" value="${esc(p.sign)}">
<button type="submit" style="${btn}background:#1677ff;color:#fff">确认支付 Pay</button>
</form>`
    : '<div style="text-align:center;color:#999;padding:12px">该交易已支付或已关闭</div>'
}
<a href="${esc(p.return_url)}" style="${btn}background:#fff;color:#666;text-align:center;text-decoration:none;box-sizing:border-box">返回 Cancel</a>
</div></body></html>`;
}

export function paymentRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  const provider = paymentProvider(app);

  /** The caller's trade by trade_no or by one of its orders; 422 "no such order" otherwise. */
  async function tradeOf(
    userId: number,
    input: { trade_no?: string; order_id?: number },
    lang: 'zh' | 'en',
  ) {
    let trade = input.trade_no;
    if (!trade) trade = await userOrderTradeNo(db, userId, input.order_id ?? 0);
    const payment = trade ? await findUserPayment(db, userId, trade) : undefined;
    if (!payment) throw invalid(t(lang, 'order.orderNotFound'));
    if (payment.status !== 'pending') throw invalid(t(lang, 'order.payClosed'));
    return payment;
  }

  /** The online options where the request's page runs (its User-Agent, the user's openid). */
  async function optionsFor(req: FastifyRequest, userId: number | undefined) {
    const providers = [...configuredProviders(app).values()];
    const openid =
      userId && providers.some((p) => p.name === 'wechatpay')
        ? await wechatOpenid(db, userId)
        : undefined;
    const ua = req.headers['user-agent'] ?? '';
    return { list: onlineOptions(providers, ua, Boolean(openid)), openid };
  }

  /**
   * Starts paying `payment` online with the chosen (or first possible) provider and channel;
   * the trade records the provider. A provider's refusal, error or timeout is a 422 with words
   * for the buyer; nothing changes then but the recorded provider of the pending trade.
   */
  async function startOnline(
    req: FastifyRequest,
    userId: number,
    payment: { trade_no: string; amount: number },
    input: { provider?: string; channel?: PayChannel; return_url?: string },
    lang: 'zh' | 'en',
  ): Promise<PayStart & { provider: string }> {
    const { list, openid } = await optionsFor(req, userId);
    const pick = list.find(
      (o) =>
        (!input.provider || o.provider === input.provider) &&
        (!input.channel || o.channel === input.channel),
    );
    const provider = pick && paymentProvider(app, pick.provider);
    if (!pick || !provider) throw invalid(t(lang, 'order.payChannelUnavailable'));
    await recordProvider(db, payment.trade_no, provider.name);
    try {
      const start = await provider.createPayment(
        { trade_no: payment.trade_no, amount: payment.amount, subject: `订单 ${payment.trade_no}` },
        {
          channel: pick.channel,
          returnUrl: input.return_url ?? defaultReturnUrl(payment.trade_no),
          clientIp: req.ip,
          openid,
        },
      );
      return { ...start, provider: provider.name };
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      req.log.warn(
        { trade_no: payment.trade_no, provider: provider.name, code: err.code },
        'payment provider refused to start a payment',
      );
      throw invalid(t(lang, err.retryable ? 'order.payProviderBusy' : 'order.payProviderRefused'));
    }
  }

  consumerRoute(fastify, app, {
    method: 'POST',
    route: PAYMENT.pay,
    auth: 'required',
    handler: async ({ input, user, lang, req }) => {
      await sweepOverdue(db, app.clock.now(), user.id, app);
      const payment = await tradeOf(user.id, input, lang);
      if (input.method === 'online') {
        const start = await startOnline(req, user.id, payment, input, lang);
        return {
          paid: false,
          trade_no: payment.trade_no,
          provider: start.provider,
          ...(start.kind === 'redirect' ? { cashier_url: start.url } : { jsapi: start.params }),
        };
      }
      if (!input.pay_password) {
        throw invalid(`pay_password: ${t(lang, 'order.payPasswordRequired')}`);
      }
      await checkPayPassword(app, lang, user.id, input.pay_password);
      const won = await payTradeFromWallet(app, {
        userId: user.id,
        tradeNo: payment.trade_no,
        amount: payment.amount,
        method: input.method,
        lang,
      });
      if (!won) throw invalid(t(lang, 'order.payClosed'));
      return { paid: true, trade_no: payment.trade_no };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: PAYMENT.alipay,
    auth: 'required',
    handler: async ({ input, user, lang, req }) => {
      await sweepOverdue(db, app.clock.now(), user.id, app);
      const payment = await tradeOf(user.id, input, lang);
      const start = await startOnline(req, user.id, payment, input, lang);
      if (start.kind !== 'redirect') throw invalid(t(lang, 'order.payChannelUnavailable'));
      return { cashier_url: start.url };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: PAYMENT.channels,
    auth: 'optional',
    handler: async ({ user, req }) => ({
      list: (await optionsFor(req, user?.id)).list as PayChannelsData['list'],
    }),
  });

  // The sandbox cashier and its notify exist only while the sandbox provider is configured
  // (demo mode, or PAYMENT_PROVIDERS naming it, with a warning at each start).
  if (app.config.paymentProviders.includes('sandbox')) {
    const cashierInput = z.object({
      trade_no: tradeNo,
      return_url: returnUrl,
      sign: z.string().regex(/^[0-9a-f]{64}$/),
    });
    const badRequest = (reply: FastifyReply) =>
      reply
        .code(400)
        .header('content-type', 'text/plain; charset=utf-8')
        .send('invalid cashier link');

    fastify.get('/pay/sandbox/cashier', async (req, reply) => {
      const q = cashierInput.safeParse(req.query);
      if (
        !q.success ||
        !provider.checkCashierSign(q.data.trade_no, q.data.return_url, q.data.sign)
      ) {
        return badRequest(reply);
      }
      const payment = await paymentSummary(db, q.data.trade_no);
      if (!payment) return badRequest(reply);
      const orders = await orderSnsOfTrade(db, payment.trade_no);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          cashierHtml({
            ...q.data,
            amount: payment.amount,
            orders,
            payable: payment.status === 'pending',
          }),
        );
    });

    /**
     * The cashier's Pay button: the sandbox "provider" sends its notify to our notify route
     * through the same HTTP handling a real provider's call gets (inject), then sends the buyer
     * back to the app (303).
     */
    fastify.post('/pay/sandbox/pay', async (req, reply) => {
      const q = cashierInput.safeParse(req.body);
      if (
        !q.success ||
        !provider.checkCashierSign(q.data.trade_no, q.data.return_url, q.data.sign)
      ) {
        return badRequest(reply);
      }
      const payment = await paymentSummary(db, q.data.trade_no);
      if (payment?.status === 'pending') {
        const notify = provider.signedNotify(payment, app.clock.now());
        const res = await fastify.inject({
          method: 'POST',
          url: SANDBOX_NOTIFY_PATH,
          headers: notify.headers,
          payload: notify.body,
        });
        if (res.statusCode !== 200) req.log.warn({ body: res.body }, 'sandbox notify refused');
      }
      return reply.code(303).redirect(q.data.return_url);
    });
  }

  // Each configured provider's notifies need the exact raw body for the signature: their own
  // content-type parsing.
  const providers = configuredProviders(app);
  if (providers.size === 0) return;
  const sandbox = providers.get('sandbox');
  if (sandbox instanceof SandboxPaymentProvider) {
    // the sandbox "provider" delivers its refund notify through the route a real one uses
    sandbox.deliver = async (url, notify) => {
      const res = await fastify.inject({
        method: 'POST',
        url,
        headers: notify.headers,
        payload: notify.body,
      });
      if (res.statusCode !== 200) fastify.log.warn({ body: res.body }, 'sandbox notify refused');
    };
  }
  fastify.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    for (const p of providers.values()) {
      const answer = (reply: FastifyReply, ok: boolean, reason = '', code = 400) => {
        const a = p.notifyAnswer(ok, reason);
        return reply
          .code(ok ? 200 : code)
          .header('content-type', a.contentType)
          .send(a.body);
      };
      scope.post(`/api/pay/notify/${p.name}`, async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const now = app.clock.now();
        const verdict = await p.verifyNotify(req.headers, raw, now);
        // a genuine notify of a state the shop does not act on: acknowledged, nothing changes
        if (!verdict.ok && verdict.reason === 'ignored') return answer(reply, true);
        if (!verdict.ok) return answer(reply, false, verdict.reason);
        const { notice } = verdict;
        const payment = await findPayment(db, notice.trade_no);
        if (!payment) return answer(reply, false, 'trade');
        if (payment.status !== 'pending') {
          // A replay of the notify that settled it: acknowledge, change nothing.
          if (payment.provider_ref === notice.provider_ref) return answer(reply, true);
          // Paid after the trade closed, or paid twice: the collected amount goes back (once;
          // a repeat finds the check recorded), and the provider hears success so it stops.
          const r = await refundLatePayment(app, {
            trade_no: payment.trade_no,
            provider: p.name,
            kind: payment.status === 'closed' ? 'paid_after_close' : 'paid_twice',
            our_state: payment.status,
            our_amount: Number(payment.amount),
            amount: notice.amount,
            provider_ref: notice.provider_ref,
          });
          if (r === 'claimed') {
            req.log.warn(
              { trade_no: payment.trade_no, status: payment.status, provider: p.name },
              'payment for a trade no longer pending: refunded',
            );
          }
          return answer(reply, true);
        }
        if (notice.amount !== payment.amount) return answer(reply, false, 'amount');
        const won = await settleOnline(app, payment.trade_no, {
          provider: p.name,
          provider_ref: notice.provider_ref,
          amount: notice.amount,
          now,
        });
        if (won) return answer(reply, true);
        // a concurrent copy of this notify won: the same payment, acknowledged once more
        return (await providerRefOf(db, payment.trade_no)) === notice.provider_ref
          ? answer(reply, true)
          : answer(reply, false, 'state', 409);
      });
      scope.post(`/api/pay/refund-notify/${p.name}`, async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const verdict = await p.verifyRefundNotify(req.headers, raw, app.clock.now());
        if (!verdict.ok) return answer(reply, false, verdict.reason);
        const r = await finishRefund(app, p.name, verdict.notice);
        if (r === 'won' || r === 'repeat') return answer(reply, true);
        if (r === 'unknown') return answer(reply, false, 'refund');
        req.log.warn({ out_refund_no: verdict.notice.out_refund_no }, 'refund notify conflicts');
        return answer(reply, false, 'state', 409);
      });
    }
    done();
  });

  // pending provider refunds whose call failed or timed out: query, or call again (same number)
  startJob(fastify, app, 'refund-retry', REFUND_RETRY_INTERVAL_MS, () => retryRefunds(app));
  // trades of a real provider whose notify may be lost, and refunds pending too long
  startJob(fastify, app, 'payment-reconcile', RECONCILE_INTERVAL_MS, () => reconcilePayments(app));
}
