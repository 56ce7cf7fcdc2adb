/**
 * The operator console's money area (issue 20, money): the withdrawals queue and its actions
 * (approve, mark paid with the bank transfer's reference, refuse with a reason), payment trades
 * and a user's wallet accounts and ledger. Reads need `money.read`, writes `money.write`
 * (shared/rules/ops-permissions.ts). Amounts are fen.
 *
 * A withdrawal: `pending` (requested) → `approved` → `paid`; `pending` or `approved` →
 * `refused` (the amount returns to the user's reward money with a ledger row). An action on a
 * withdrawal no longer in the state it needs answers 422 naming the current state
 * (`data.status`). The client imports this module with `import type` only.
 */
import { z } from 'zod';
import type { ListData } from './envelope';
import { route } from './route';
import { id, intIn, limit, page, singleLine, WALLET_ACCOUNTS } from './schemas';
import type { LedgerEntry, WalletAccount, WithdrawalStatus } from './types';

const unixSeconds = intIn(0, 2 ** 40);
const fen = intIn(0, 10 ** 12);
/** Digits of a mobile number, a part of it (3–11 digits). */
const mobilePart = z
  .string()
  .trim()
  .regex(/^\d{0,11}$/, 'invalid')
  .optional();
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const OPS_WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'paid',
  'refused',
  'failed',
] as const;

export const opsWithdrawalsInput = z.object({
  page,
  limit,
  status: z.preprocess(emptyToUndefined, z.enum(OPS_WITHDRAWAL_STATUSES).optional()),
  /** the user's mobile or a part of it */
  mobile: mobilePart,
  /** Unix seconds, inclusive (requested at) */
  from: unixSeconds.optional(),
  /** Unix seconds, exclusive */
  to: unixSeconds.optional(),
  /** fen, inclusive */
  min: fen.optional(),
  /** fen, inclusive */
  max: fen.optional(),
});

export const opsWithdrawalIdInput = z.object({ id });
export const opsWithdrawalPaidInput = z.object({
  id,
  /** the bank transfer's reference: 4–64 letters, digits, `-_/.` */
  reference: z
    .string({ error: 'required' })
    .trim()
    .min(4)
    .max(64)
    .regex(/^[A-Za-z0-9_./-]+$/, 'invalid'),
});
export const opsWithdrawalRefuseInput = z.object({
  id,
  /** shown to the user in their withdrawal record */
  reason: singleLine(100, 2),
});

export const OPS_TRADE_STATUSES = ['pending', 'paid', 'closed', 'refunded'] as const;
export const OPS_TRADE_METHODS = ['online', 'balance', 'reward', 'integral'] as const;

export const opsTradesInput = z.object({
  page,
  limit,
  trade_no: singleLine(64).optional(),
  order_sn: singleLine(64).optional(),
  /** the user's mobile or a part of it */
  mobile: mobilePart,
  status: z.preprocess(emptyToUndefined, z.enum(OPS_TRADE_STATUSES).optional()),
  method: z.preprocess(emptyToUndefined, z.enum(OPS_TRADE_METHODS).optional()),
  from: unixSeconds.optional(),
  to: unixSeconds.optional(),
});

/** What reconciliation found (issue 22): a payment or refund the provider and the shop disagree on. */
export const OPS_CHECK_KINDS = [
  'paid_after_close',
  'paid_not_notified',
  'paid_twice',
  'amount_differs',
  'refund_stuck',
  'refund_failed',
] as const;
export const OPS_CHECK_ACTIONS = ['settled', 'refunded', 'none', 'manual'] as const;

export const opsPaymentChecksInput = z.object({
  page,
  limit,
  kind: z.preprocess(emptyToUndefined, z.enum(OPS_CHECK_KINDS).optional()),
  action: z.preprocess(emptyToUndefined, z.enum(OPS_CHECK_ACTIONS).optional()),
  /** Unix seconds, inclusive (found at) */
  from: unixSeconds.optional(),
  /** Unix seconds, exclusive */
  to: unixSeconds.optional(),
});

export const opsLedgerUserInput = z.object({
  /** a user's full mobile number, or `#<id>`/digits of the id with `by=id` */
  q: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\d{1,11}$/, 'invalid'),
  by: z.enum(['mobile', 'id']).default('mobile'),
});
export const opsLedgerInput = z.object({
  page,
  limit,
  user_id: id,
  account: z.enum(WALLET_ACCOUNTS).default('reward_money'),
});

/** A withdrawal as the queue lists it. */
export interface OpsWithdrawal {
  id: number;
  user_id: number;
  mobile: string;
  nickname: string;
  /** fen taken from reward money */
  amount: number;
  fee: number;
  /** fen that arrives */
  arrival: number;
  status: WithdrawalStatus;
  bank_name: string;
  /** masked card number */
  card_no: string;
  holder_name: string;
  /** the refusal's reason (as the user sees it) */
  remark: string;
  paid_reference: string;
  /** issue 22: the provider that paid it out (or is paying it), '' by hand */
  payout_provider: string;
  /** the provider's reason the last payout failed ('' none) */
  payout_error: string;
  approved_by_name: string;
  approved_at: number | null;
  settled_by_name: string;
  settled_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface OpsWithdrawalPage extends ListData<OpsWithdrawal> {
  /** how many withdrawals are in each status (the other filters applied) */
  counts: Record<WithdrawalStatus, number>;
  /** issue 22: the provider approved withdrawals can be paid out through ('' none: by hand) */
  payout_provider: string;
}

/** A payment trade with what it pays for and its refunds. */
export interface OpsTrade {
  trade_no: string;
  user_id: number;
  mobile: string;
  amount: number;
  method: string;
  status: string;
  /** order | cabinet | purchase */
  kind: string;
  provider: string;
  /** the provider's id of the payment, from its notify */
  provider_ref: string;
  refunded: number;
  paid_at: number | null;
  created_at: number;
  order_sns: string[];
  refunds: {
    id: number;
    amount: number;
    method: string;
    status: string;
    provider_ref: string;
    created_at: number;
  }[];
}

/** A reconciliation check as the console lists it (amounts fen). */
export interface OpsPaymentCheck {
  id: number;
  trade_no: string;
  provider: string;
  kind: (typeof OPS_CHECK_KINDS)[number];
  our_state: string;
  our_amount: number;
  provider_state: string;
  provider_amount: number;
  provider_ref: string;
  action: (typeof OPS_CHECK_ACTIONS)[number];
  out_refund_no: string;
  /** the refund's state when the check started or concerns one ('' when none) */
  refund_status: string;
  created_at: number;
}

/** What a reconciliation pass did. */
export interface OpsReconcileRun {
  /** trades queried at their provider */
  queried: number;
  /** checks recorded */
  found: number;
}

export interface OpsLedgerUser {
  id: number;
  mobile: string;
  nickname: string;
  accounts: Record<WalletAccount, number>;
  /** fen reserved by withdrawals not yet paid or refused */
  frozen: number;
}

export const OPS_MONEY = {
  withdrawals: route<OpsWithdrawalPage>()('/api/ops/withdrawals', opsWithdrawalsInput),
  withdrawalApprove: route<OpsWithdrawal>()('/api/ops/withdrawals/approve', opsWithdrawalIdInput),
  withdrawalPaid: route<OpsWithdrawal>()('/api/ops/withdrawals/paid', opsWithdrawalPaidInput),
  /** issue 22: pays an approved withdrawal out through PAYOUT_PROVIDER */
  withdrawalPayout: route<OpsWithdrawal>()('/api/ops/withdrawals/payout', opsWithdrawalIdInput),
  withdrawalRefuse: route<OpsWithdrawal>()('/api/ops/withdrawals/refuse', opsWithdrawalRefuseInput),
  trades: route<ListData<OpsTrade>>()('/api/ops/trades', opsTradesInput),
  ledgerUser: route<OpsLedgerUser>()('/api/ops/ledger/user', opsLedgerUserInput),
  ledger: route<ListData<LedgerEntry>>()('/api/ops/ledger', opsLedgerInput),
  paymentChecks: route<ListData<OpsPaymentCheck>>()(
    '/api/ops/payment-checks',
    opsPaymentChecksInput,
  ),
  paymentChecksRun: route<OpsReconcileRun>()('/api/ops/payment-checks/run', z.object({})),
};
