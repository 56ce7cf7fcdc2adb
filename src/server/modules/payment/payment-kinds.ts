/**
 * What a payment trade pays for (`payments.kind`). The consumer shop's orders are the built-in
 * kind `order` (settled in payment.service.ts); the merchant area registers its own kinds —
 * `cabinet` (a sale at a cabinet, paid by the buyer at the sandbox cashier) and `purchase` (a
 * merchant's purchase order). A kind's `onPaid` runs inside the transaction that won the
 * trade's `pending → paid` update, so it runs exactly once per trade; what must wait for the
 * commit (socket events) goes into `afterCommit`.
 */
import type { AppContext } from '../../context';
import type { Tx } from '../../db';
import type { PayMethod } from '../../../shared/contract';

export type MerchantPayMethod = PayMethod | 'merchant_balance';

export interface PaidTrade {
  trade_no: string;
  amount: number;
  method: MerchantPayMethod;
  now: number;
}

/** Work to run once the settling transaction has committed (e.g. socket events). */
export type AfterCommit = (app: AppContext) => void;

export interface PaymentKind {
  onPaid(tx: Tx, trade: PaidTrade, afterCommit: AfterCommit[]): Promise<void>;
}

const KINDS = new Map<string, PaymentKind>();

/** Registers a kind once (a module calls this when its routes are set up). */
export function registerPaymentKind(kind: string, handler: PaymentKind): void {
  KINDS.set(kind, handler);
}

export function paymentKind(kind: string): PaymentKind | undefined {
  return KINDS.get(kind);
}

/**
 * Work a feature module does when consumer orders (kind `order`) are paid, inside the settling
 * transaction (e.g. promo group buying counts its members from payment). Registered by the
 * feature when its routes are set up, so payment never imports a feature module.
 */
export type OrdersPaidHook = (
  tx: Tx,
  orderIds: readonly number[],
  now: number,
  afterCommit: AfterCommit[],
) => Promise<void>;

const ORDERS_PAID = new Map<string, OrdersPaidHook>();

/** Registers (or replaces) the hook `name`. */
export function registerOrdersPaidHook(name: string, hook: OrdersPaidHook): void {
  ORDERS_PAID.set(name, hook);
}

export function ordersPaidHooks(): OrdersPaidHook[] {
  return [...ORDERS_PAID.values()];
}
