/**
 * The merchant money account (`merchants.balance`, fen): cabinet sales come in, purchase orders
 * paid from the balance go out. `moveMerchantMoney` is the one way it changes: inside the
 * caller's transaction, a conditional update (`balance + delta >= 0`) and a `merchant_ledger`
 * row with the before/after amounts, keyed for idempotency, so the ledger sum always equals the
 * balance. On PostgreSQL the merchant row is locked first (SQLite writes are serial anyway).
 */
import { PostgresAdapter, sql } from 'kysely';
import {
  MONEY_KINDS,
  type MoneyKind,
  type PurchasePayResult,
} from '../../../shared/contract/cabinet-trade';
import type { AppContext } from '../../context';
import type { Tx } from '../../db';
import { verifyPassword } from '../../lib/crypto';
import { t, type Lang } from '../../messages';
import { invalid, notFound } from '../../lib/reply';
import type { AfterCommit } from '../payment/payment-kinds';
import { paymentProvider, settleTrade } from '../payment/payment.service';
import { dayStart, num, oneOf } from './cabinet.shared';
import { PURCHASE, sweepPurchaseOrders } from './purchase.service';
import { ledgerRefSns } from './ledger-ref.repository';

export type MerchantMoneyKind = 'sale' | 'purchase' | 'refund' | 'adjust';

export interface MerchantMoveInput {
  merchantId: number;
  /** fen, signed, non-zero */
  delta: number;
  kind: MerchantMoneyKind;
  /** what caused it, e.g. `cabinet_order:12`; at most 64 characters */
  ref: string;
  /** unique per movement: the same key again returns the first row and changes nothing */
  idempotencyKey: string;
  /** Unix seconds */
  now: number;
}

export interface MerchantMoveResult {
  ledger_id: number;
  before: number;
  after: number;
  replayed: boolean;
}

/** Thrown when a debit would take the balance below zero; the caller answers 422. */
export class InsufficientMerchantBalance extends Error {
  constructor() {
    super('insufficient merchant balance');
  }
}

export async function moveMerchantMoney(
  tx: Tx,
  input: MerchantMoveInput,
): Promise<MerchantMoveResult> {
  if (!Number.isSafeInteger(input.delta) || input.delta === 0) {
    throw new Error(`merchant money delta must be a non-zero integer, got ${input.delta}`);
  }
  const previous = await tx
    .selectFrom('merchant_ledger')
    .select(['id', 'before_amount', 'after_amount'])
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirst();
  if (previous) {
    return {
      ledger_id: previous.id,
      before: Number(previous.before_amount),
      after: Number(previous.after_amount),
      replayed: true,
    };
  }
  if (tx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select id from merchants where id = ${input.merchantId} for update`.execute(tx);
  }
  const row = await tx
    .updateTable('merchants')
    .set({ balance: sql`balance + ${input.delta}` })
    .where('id', '=', input.merchantId)
    .where(sql<boolean>`balance + ${input.delta} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  if (!row) throw new InsufficientMerchantBalance();
  const after = Number(row.balance);
  const before = after - input.delta;
  const ledger = await tx
    .insertInto('merchant_ledger')
    .values({
      merchant_id: input.merchantId,
      delta: input.delta,
      before_amount: before,
      after_amount: after,
      kind: input.kind,
      ref: input.ref,
      idempotency_key: input.idempotencyKey,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ledger_id: ledger.id, before, after, replayed: false };
}

/** Where the cashier sends the merchant back (a kiosk hash route, see isAppReturnUrl). */
export const purchaseReturnUrl = (orderId: number) =>
  `/kiosk/#/pages/guishang/money/paySuccess?order_id=${orderId}`;

/** Balance, today's and all sales income, unpaid purchase orders. */
export async function moneyInfo(app: AppContext, merchantId: number) {
  const { db } = app.database;
  await sweepPurchaseOrders(app, merchantId);
  const today = dayStart(app.clock.now());
  const [m, income, pending] = await Promise.all([
    db
      .selectFrom('merchants')
      .select('balance')
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('merchant_ledger')
      .select([
        sql<number>`coalesce(sum(delta), 0)`.as('total'),
        sql<number>`coalesce(sum(case when created_at >= ${today} then delta else 0 end), 0)`.as(
          'today',
        ),
      ])
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', 'sale')
      .executeTakeFirst(),
    db
      .selectFrom('purchase_orders')
      .select(sql<number>`count(*)`.as('n'))
      .where('merchant_id', '=', merchantId)
      .where('status', '=', PURCHASE.UNPAID)
      .executeTakeFirst(),
  ]);
  return {
    balance: num(m.balance),
    income_today: num(income?.today),
    income_total: num(income?.total),
    pending_orders: num(pending?.n),
  };
}

/** A page of the merchant's ledger, newest first. */
export async function moneyLog(
  app: AppContext,
  merchantId: number,
  f: { page: number; limit: number; kind?: MoneyKind },
) {
  const { db } = app.database;
  let q = db.selectFrom('merchant_ledger').where('merchant_id', '=', merchantId);
  if (f.kind) q = q.where('kind', '=', f.kind);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .select(['id', 'delta', 'before_amount', 'after_amount', 'kind', 'ref', 'created_at'])
    .orderBy('id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  // issue 18 part C follow-up: the order number behind the reference
  const sns = await ledgerRefSns(
    db,
    merchantId,
    rows.map((r) => r.ref),
  );
  return {
    total: num(total?.n),
    list: rows.map((r) => ({
      id: r.id,
      delta: num(r.delta),
      balance_before: num(r.before_amount),
      balance_after: num(r.after_amount),
      kind: oneOf(MONEY_KINDS, r.kind),
      ref: r.ref,
      ref_sn: sns.get(r.ref) ?? null,
      created_at: num(r.created_at),
    })),
  };
}

/**
 * Pays a purchase order: from the balance (the login password required; debit and settlement in
 * one transaction) or online at the sandbox cashier (settled by the provider's notify).
 */
export async function payPurchase(
  app: AppContext,
  merchantId: number,
  input: { order_id: number; method: 'merchant_balance' | 'online'; password?: string },
  lang: Lang,
): Promise<PurchasePayResult> {
  const { db } = app.database;
  await sweepPurchaseOrders(app, merchantId);
  const order = await db
    .selectFrom('purchase_orders')
    .select(['id', 'trade_no', 'status', 'pay_amount'])
    .where('id', '=', input.order_id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!order) throw notFound(t(lang, 'cabinet.orderNotFound'));
  if (order.status !== PURCHASE.UNPAID) throw invalid(t(lang, 'cabinet.notUnpaid'));
  const amount = num(order.pay_amount);
  if (input.method === 'online') {
    const cashier_url = paymentProvider(app).createCashier(
      { trade_no: order.trade_no, amount, subject: order.trade_no },
      purchaseReturnUrl(order.id),
    );
    return { paid: false, order_id: order.id, trade_no: order.trade_no, cashier_url };
  }
  if (!input.password) throw invalid(`password: ${t(lang, 'cabinet.passwordRequired')}`);
  const me = await db
    .selectFrom('merchants')
    .select('password_hash')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.password, me.password_hash))) {
    throw invalid(`password: ${t(lang, 'cabinet.passwordWrong')}`);
  }
  const now = app.clock.now();
  const afterCommit: AfterCommit[] = [];
  try {
    await db.transaction().execute(async (tx) => {
      const won = await settleTrade(
        tx,
        order.trade_no,
        {
          method: 'merchant_balance',
          provider: 'merchant_balance',
          provider_ref: `merchant:${order.trade_no}`,
          amount,
          now,
        },
        afterCommit,
      );
      if (!won) throw invalid(t(lang, 'cabinet.notUnpaid'));
      await moveMerchantMoney(tx, {
        merchantId,
        delta: -amount,
        kind: 'purchase',
        ref: `purchase:${order.id}`,
        idempotencyKey: `purchase:${order.trade_no}`,
        now,
      });
    });
  } catch (err) {
    if (err instanceof InsufficientMerchantBalance) throw invalid(t(lang, 'cabinet.balanceLow'));
    throw err;
  }
  for (const run of afterCommit) run(app);
  return { paid: true, order_id: order.id };
}
