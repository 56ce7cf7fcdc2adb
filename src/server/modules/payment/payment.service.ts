/**
 * Settling and refunding payment trades. A trade (`payments`, one per submission) covers the
 * unpaid orders of its submission. Paying is the conditional update `status pending → paid`:
 * of a notify, its replay and a wallet payment racing, exactly one settles the orders.
 */
import type { AppContext } from '../../context';
import type { Tx } from '../../db';
import type { PayMethod } from '../../../shared/contract';
import type { PaymentProvider } from '../../providers/payment';
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

const providers = new WeakMap<AppContext, SandboxPaymentProvider>();

/** The app's payment provider (the sandbox; a real one would be chosen by config here). */
export function paymentProvider(app: AppContext): SandboxPaymentProvider {
  let p = providers.get(app);
  if (!p) {
    p = new SandboxPaymentProvider(app.config.paymentSandboxSecret);
    providers.set(app, p);
  }
  return p;
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

/**
 * Refunds `amount` fen of a paid trade the way the money came: a wallet credit, or the
 * provider's refund call. The `refunds` row (unique per after-sale) makes a repeat fail.
 */
export async function refundTrade(
  tx: Tx,
  provider: PaymentProvider,
  r: { afterSaleId: number; tradeNo: string; userId: number; amount: number; now: number },
): Promise<void> {
  const payment = await tx
    .selectFrom('payments')
    .selectAll()
    .where('trade_no', '=', r.tradeNo)
    .executeTakeFirstOrThrow();
  // Claim first (unique after_sale_id), so a concurrent repeat fails before any money moves.
  const refund = await tx
    .insertInto('refunds')
    .values({
      after_sale_id: r.afterSaleId,
      trade_no: r.tradeNo,
      amount: r.amount,
      method: payment.method,
      status: 'done',
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
  let ref = '';
  if (payment.method === 'online') {
    ref = (await provider.refund(payment, r.amount)).ref;
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
    ref = `ledger:${m.ledgerId}`;
  }
  await tx.updateTable('refunds').set({ provider_ref: ref }).where('id', '=', refund.id).execute();
  await tx
    .updateTable('payments')
    .set({ status: 'refunded' })
    .where('trade_no', '=', r.tradeNo)
    .whereRef('refunded', '>=', 'amount')
    .execute();
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
