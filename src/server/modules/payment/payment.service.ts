/**
 * Settling and refunding payment trades. A trade (`payments`, one per submission) covers the
 * unpaid orders of its submission. Paying is the conditional update `status pending → paid`:
 * of a notify, its replay and a wallet payment racing, exactly one settles the orders.
 */
import type { AppContext } from '../../context';
import type { Tx } from '../../db';
import type { PayMethod } from '../../../shared/contract';
import type { PaymentProvider, RefundNotice } from '../../providers/payment';
import { SandboxPaymentProvider } from '../../providers/payment-sandbox';
import { move, type WalletAccount } from '../wallet/wallet.service';
import { queueMerchantOrderEvents } from '../order/order-events';
import { ORDER, transition } from '../order/order.state';
import {
  ordersPaidHooks,
  paymentKind,
  type AfterCommit,
  type MerchantPayMethod,
} from './payment-kinds';
import { orderEvent } from '../order/order-event-text';

const sandboxes = new WeakMap<AppContext, SandboxPaymentProvider>();
const registries = new WeakMap<AppContext, Map<string, PaymentProvider>>();

/**
 * The app's payment providers: `paymentProvider(app)` is the sandbox (the merchant area's
 * cashier and the demo); `paymentProvider(app, name)` is a provider PAYMENT_PROVIDERS names
 * (undefined for one it does not name).
 */
export function paymentProvider(app: AppContext): SandboxPaymentProvider;
export function paymentProvider(app: AppContext, name: string): PaymentProvider | undefined;
export function paymentProvider(
  app: AppContext,
  name?: string,
): PaymentProvider | SandboxPaymentProvider | undefined {
  if (name === undefined || name === 'sandbox') {
    if (name === 'sandbox' && !app.config.paymentProviders.includes('sandbox')) return undefined;
    let p = sandboxes.get(app);
    if (!p) {
      p = new SandboxPaymentProvider(app.config.paymentSandboxSecret);
      sandboxes.set(app, p);
    }
    return p;
  }
  return configuredProviders(app).get(name);
}

/**
 * Builds the providers PAYMENT_PROVIDERS names, in its order, once per app (buildApp calls it
 * before the routes). The real providers' modules are imported only when named: their SDKs are
 * tens of MiB of resident memory (app.ts).
 */
export async function loadPaymentProviders(app: AppContext): Promise<void> {
  const m = new Map<string, PaymentProvider>();
  for (const name of app.config.paymentProviders) {
    if (name === 'sandbox') m.set(name, paymentProvider(app));
    else if (name === 'wechatpay' && app.config.wechatpay) {
      const { WechatpayProvider } = await import('../../providers/payment-wechatpay');
      m.set(name, new WechatpayProvider(app.config.wechatpay));
    } else if (name === 'alipay' && app.config.alipay) {
      const { AlipayProvider } = await import('../../providers/payment-alipay');
      m.set(name, new AlipayProvider(app.config.alipay, app.clock));
    }
  }
  registries.set(app, m);
}

/** The providers PAYMENT_PROVIDERS names, in its order (loadPaymentProviders built them). */
export function configuredProviders(app: AppContext): Map<string, PaymentProvider> {
  const m = registries.get(app);
  if (!m) throw new Error('payment providers not loaded: buildApp calls loadPaymentProviders');
  return m;
}

/** The wallet account a method takes money from (integral: 1 point = 1 fen). */
export const WALLET_ACCOUNT: Record<Exclude<PayMethod, 'online'>, WalletAccount> = {
  balance: 'balance',
  reward: 'reward_money',
  integral: 'integral',
};

/**
 * Marks the trade paid and settles what it pays for: the unpaid orders of a consumer submission
 * (kind `order`), or a registered merchant kind (payment-kinds.ts). Returns false when the trade
 * was no longer pending (a replay, or another payment won): nothing changes then. `afterCommit`
 * collects work the caller runs once the transaction has committed.
 */
export async function settleTrade(
  tx: Tx,
  tradeNo: string,
  pay: {
    method: MerchantPayMethod;
    provider: string;
    provider_ref: string;
    amount: number;
    now: number;
  },
  afterCommit: AfterCommit[] = [],
): Promise<boolean> {
  const res = await tx
    .updateTable('payments')
    .set({
      status: 'paid',
      method: pay.method,
      provider: pay.provider,
      provider_ref: pay.provider_ref,
      paid_at: pay.now,
    })
    .where('trade_no', '=', tradeNo)
    .where('status', '=', 'pending')
    .where('amount', '=', pay.amount)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return false;
  const { kind } = await tx
    .selectFrom('payments')
    .select('kind')
    .where('trade_no', '=', tradeNo)
    .executeTakeFirstOrThrow();
  if (kind !== 'order') {
    const handler = paymentKind(kind);
    if (!handler) throw new Error(`no handler for payment kind ${kind}`);
    await handler.onPaid(
      tx,
      { trade_no: tradeNo, amount: pay.amount, method: pay.method, now: pay.now },
      afterCommit,
    );
    return true;
  }
  const orders = await tx
    .selectFrom('orders')
    .select('id')
    .where('trade_no', '=', tradeNo)
    .where('status', '=', ORDER.PENDING)
    .execute();
  for (const o of orders) {
    await transition(tx, o.id, [ORDER.PENDING], ORDER.PAID, {
      now: pay.now,
      extra: { paid_at: pay.now, pay_method: pay.method },
      event: { kind: 'paid', ...orderEvent('paid') },
    });
  }
  // feature hooks (group buying: memberships count from payment, modules/promo)
  for (const hook of ordersPaidHooks()) {
    await hook(
      tx,
      orders.map((o) => o.id),
      pay.now,
      afterCommit,
    );
  }
  // the merchants of the orders' sellers hear of the payment (docs/api-guishang.md)
  await queueMerchantOrderEvents(
    tx,
    orders.map((o) => o.id),
    afterCommit,
  );
  return true;
}

/** Pays a trade from a wallet account: the debit and the settlement in one transaction. */
export async function payFromWallet(
  tx: Tx,
  p: {
    userId: number;
    tradeNo: string;
    amount: number;
    method: Exclude<PayMethod, 'online'>;
    now: number;
    lang: 'zh' | 'en';
  },
  afterCommit: AfterCommit[] = [],
): Promise<boolean> {
  const won = await settleTrade(
    tx,
    p.tradeNo,
    {
      method: p.method,
      provider: 'wallet',
      provider_ref: `wallet:${p.tradeNo}`,
      amount: p.amount,
      now: p.now,
    },
    afterCommit,
  );
  if (!won) return false;
  if (p.amount > 0) {
    await move(tx, {
      userId: p.userId,
      account: WALLET_ACCOUNT[p.method],
      delta: -p.amount,
      reason: 'order_pay',
      ref: `trade:${p.tradeNo}`,
      idempotencyKey: `pay:${p.tradeNo}`,
      now: p.now,
      lang: p.lang,
    });
  }
  return true;
}

/** The refund number at the provider: the same on every retry, unique per after-sale. */
export const outRefundNo = (tradeNo: string, afterSaleId: number) => `${tradeNo}R${afterSaleId}`;

/** Seconds until the retry job calls (or queries) the provider about a refund again. */
export const refundRetryDelay = (attempts: number) => Math.min(3600, 60 * 2 ** attempts);

/**
 * Refunds `amount` fen of a paid trade the way the money came. A wallet refund is a credit in
 * this transaction (`done`). An online refund is claimed here (`pending`, the trade's
 * `refunded` raised by a conditional update) and its id pushed to `submit`: the caller calls
 * `submitRefunds` after the commit, never inside the transaction. The `refunds` row (unique
 * per after-sale) makes a repeat fail.
 */
export async function refundTrade(
  tx: Tx,
  r: { afterSaleId: number; tradeNo: string; userId: number; amount: number; now: number },
  submit: number[],
): Promise<void> {
  const payment = await tx
    .selectFrom('payments')
    .selectAll()
    .where('trade_no', '=', r.tradeNo)
    .executeTakeFirstOrThrow();
  const online = payment.method === 'online';
  // Claim first (unique after_sale_id), so a concurrent repeat fails before any money moves.
  const refund = await tx
    .insertInto('refunds')
    .values({
      after_sale_id: r.afterSaleId,
      trade_no: r.tradeNo,
      amount: r.amount,
      method: payment.method,
      status: online ? 'pending' : 'done',
      out_refund_no: online ? outRefundNo(r.tradeNo, r.afterSaleId) : '',
      provider: online ? payment.provider : '',
      // the caller submits at once; the retry job only after this
      next_try_at: r.now + refundRetryDelay(0),
      finished_at: online ? 0 : r.now,
      created_at: r.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const upd = await tx
    .updateTable('payments')
    .set((eb) => ({ refunded: eb('refunded', '+', r.amount) }))
    .where('trade_no', '=', r.tradeNo)
    .where('status', '=', 'paid')
    .where((eb) => eb(eb('refunded', '+', r.amount), '<=', eb.ref('amount')))
    .executeTakeFirst();
  if (Number(upd.numUpdatedRows) !== 1) throw new Error(`refund exceeds trade ${r.tradeNo}`);
  if (online) {
    submit.push(refund.id);
  } else if (r.amount > 0) {
    const m = await move(tx, {
      userId: r.userId,
      account: WALLET_ACCOUNT[payment.method as Exclude<PayMethod, 'online'>],
      delta: r.amount,
      reason: 'order_refund',
      ref: `after_sale:${r.afterSaleId}`,
      idempotencyKey: `refund:${r.afterSaleId}`,
      now: r.now,
    });
    await tx
      .updateTable('refunds')
      .set({ provider_ref: `ledger:${m.ledgerId}` })
      .where('id', '=', refund.id)
      .execute();
  }
  await tx
    .updateTable('payments')
    .set({ status: 'refunded' })
    .where('trade_no', '=', r.tradeNo)
    .whereRef('refunded', '>=', 'amount')
    .execute();
}

/**
 * Marks a pending refund done or failed, once (conditional update). `won` when this call
 * changed it; `repeat` when it already has that final state (a resent notify); `unknown` for
 * no such refund; `conflict` when it ended the other way.
 */
export async function finishRefund(
  app: AppContext,
  provider: string,
  n: RefundNotice,
  lastError = '',
): Promise<'won' | 'repeat' | 'unknown' | 'conflict'> {
  const { db } = app.database;
  const res = await db
    .updateTable('refunds')
    .set({
      status: n.status,
      finished_at: app.clock.now(),
      ...(n.provider_ref ? { provider_ref: n.provider_ref } : {}),
      ...(lastError ? { last_error: lastError.slice(0, 200) } : {}),
    })
    .where('out_refund_no', '=', n.out_refund_no)
    .where('provider', '=', provider)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) return 'won';
  const row = await db
    .selectFrom('refunds')
    .select('status')
    .where('out_refund_no', '=', n.out_refund_no)
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (!row) return 'unknown';
  return row.status === n.status ? 'repeat' : 'conflict';
}

const errorText = (err: unknown) =>
  (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 200);

/**
 * Calls the provider for a pending refund (after the claiming transaction committed). An
 * answer of `done`/`failed` ends it here; `accepted` waits for the notify; an error (timeout,
 * network, 5xx) leaves it pending for the retry job, which calls again with the same number.
 */
export async function submitRefund(app: AppContext, id: number): Promise<void> {
  const { db } = app.database;
  const row = await db
    .selectFrom('refunds')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!row) return;
  const now = app.clock.now();
  await db
    .updateTable('refunds')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_try_at: now + refundRetryDelay(Number(row.attempts) + 1),
    }))
    .where('id', '=', id)
    .execute();
  const provider = paymentProvider(app, row.provider);
  if (!provider) {
    await db
      .updateTable('refunds')
      .set({ last_error: `payment provider ${row.provider} is not configured` })
      .where('id', '=', id)
      .execute();
    return;
  }
  // a refund of a late payment (after_sale_id = minus its payment_checks id) returns the
  // payment its check recorded, in full; an after-sale's refund is part of the trade's payment
  const late = Number(row.after_sale_id) < 0;
  const payment = late
    ? await db
        .selectFrom('payment_checks')
        .select(['trade_no', 'provider_ref', 'provider_amount as amount'])
        .where('id', '=', -Number(row.after_sale_id))
        .executeTakeFirstOrThrow()
    : await db
        .selectFrom('payments')
        .select(['trade_no', 'provider_ref', 'amount'])
        .where('trade_no', '=', row.trade_no)
        .executeTakeFirstOrThrow();
  try {
    const a = await provider.refund({
      trade_no: payment.trade_no,
      provider_ref: payment.provider_ref,
      out_refund_no: row.out_refund_no,
      amount: Number(row.amount),
      total: Number(payment.amount),
      reason: late ? '订单已关闭，退回付款' : '售后退款',
    });
    if (a.status === 'accepted') {
      if (a.provider_ref) {
        await db
          .updateTable('refunds')
          .set({ provider_ref: a.provider_ref })
          .where('id', '=', id)
          .where('provider_ref', '=', '')
          .execute();
      }
    } else {
      await finishRefund(
        app,
        provider.name,
        { out_refund_no: row.out_refund_no, provider_ref: a.provider_ref, status: a.status },
        a.reason ?? '',
      );
    }
  } catch (err) {
    await db
      .updateTable('refunds')
      .set({ last_error: errorText(err) })
      .where('id', '=', id)
      .execute();
  }
}

/** Submits the refunds a committed transaction claimed (errors stay on their rows). */
export async function submitRefunds(app: AppContext, ids: readonly number[]): Promise<void> {
  for (const id of ids) await submitRefund(app, id);
}

/**
 * The retry job's body: pending provider refunds whose time has come are queried (when called
 * before) and ended by the provider's answer, or submitted again with the same number.
 */
export async function retryRefunds(app: AppContext, limit = 50): Promise<number> {
  const { db } = app.database;
  const now = app.clock.now();
  const rows = await db
    .selectFrom('refunds')
    .select(['id', 'out_refund_no', 'trade_no', 'provider', 'attempts'])
    .where('status', '=', 'pending')
    .where('next_try_at', '<=', now)
    .where('provider', '!=', '')
    .orderBy('id')
    .limit(limit)
    .execute();
  for (const r of rows) {
    const provider = paymentProvider(app, r.provider);
    if (provider && Number(r.attempts) > 0) {
      try {
        const s = await provider.queryRefund(r.out_refund_no, r.trade_no);
        if (s.state === 'done' || s.state === 'failed') {
          await finishRefund(app, provider.name, {
            out_refund_no: r.out_refund_no,
            provider_ref: s.provider_ref,
            status: s.state,
          });
          continue;
        }
        if (s.state === 'pending') {
          await db
            .updateTable('refunds')
            .set({ next_try_at: now + refundRetryDelay(Number(r.attempts)) })
            .where('id', '=', r.id)
            .execute();
          continue;
        }
      } catch {
        // the query failed too: submit again below (the same number, refunded once)
      }
    }
    await submitRefund(app, r.id);
  }
  return rows.length;
}

/**
 * Pays the user's trade from a wallet account (payFromWallet in its own transaction); what the
 * settlement queued runs after the commit. Returns false when the trade was no longer pending.
 */
export async function payTradeFromWallet(
  app: AppContext,
  p: {
    userId: number;
    tradeNo: string;
    amount: number;
    method: Exclude<PayMethod, 'online'>;
    lang: 'zh' | 'en';
  },
): Promise<boolean> {
  const afterCommit: AfterCommit[] = [];
  const won = await app.database.db.transaction().execute((tx) =>
    payFromWallet(
      tx,
      {
        userId: p.userId,
        tradeNo: p.tradeNo,
        amount: p.amount,
        method: p.method,
        now: app.clock.now(),
        lang: p.lang,
      },
      afterCommit,
    ),
  );
  if (!won) return false;
  for (const run of afterCommit) run(app);
  return true;
}

/**
 * Settles a trade the provider's verified notify reports paid online (settleTrade in its own
 * transaction); what the settlement queued runs after the commit. Returns whether this call won.
 */
export async function settleOnline(
  app: AppContext,
  tradeNo: string,
  pay: { provider: string; provider_ref: string; amount: number; now: number },
): Promise<boolean> {
  const afterCommit: AfterCommit[] = [];
  const won = await app.database.db.transaction().execute((tx) =>
    settleTrade(
      tx,
      tradeNo,
      {
        method: 'online',
        provider: pay.provider,
        provider_ref: pay.provider_ref,
        amount: pay.amount,
        now: pay.now,
      },
      afterCommit,
    ),
  );
  if (won) {
    for (const run of afterCommit) run(app);
  }
  return won;
}
