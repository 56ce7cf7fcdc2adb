/**
 * The operator console's after-sales (issue 20, after-sales arbitration; docs/operators.md
 * "After-sales"): the queue of requests, one request's detail, and the platform's decisions —
 * approve, refuse with a reason, confirm a returned parcel, refund. The platform decides for its
 * own stores (`sellers.merchant_id IS NULL`) and arbitrates a merchant's request the seller
 * refused or left unanswered for `AFTERSALE_SELLER_ANSWER_S`. Reads need `aftersale.read`,
 * decisions `aftersale.write`. The client imports this module with `import type` only.
 */
import { z } from 'zod';
import { AFTERSALE_QUEUES, AFTERSALE_REFUSE_CODES } from '../rules/aftersale-ops';
import type { AftersaleNeed, AftersaleRefuseCode } from '../rules/aftersale-ops';
import type { ListData } from './envelope';
import type { AfterSaleStatus, OrderLine } from './types';
import { route } from './route';
import { id, intIn, limit, optionalId, page, singleLine } from './schemas';

const unixSeconds = intIn(0, 2 ** 40);

export const opsAftersaleListInput = z.object({
  page,
  limit,
  /** platform (default): what needs the platform; all: every request */
  queue: z.enum(AFTERSALE_QUEUES).default('platform'),
  /** 0 applied, 1 approved, 2 returned, 3 refunded, 4 rejected, 5 withdrawn */
  status: intIn(0, 5).optional(),
  type: z.enum(['refund', 'return_refund']).optional(),
  seller_id: optionalId,
  /** the order number (exact) */
  order_sn: singleLine(40).optional(),
  /** the buyer's mobile (exact or its last digits) */
  mobile: z
    .string()
    .trim()
    .regex(/^\d{0,11}$/, 'invalid')
    .optional(),
  /** applied at, Unix seconds, inclusive */
  from: unixSeconds.optional(),
  /** applied at, Unix seconds, exclusive */
  to: unixSeconds.optional(),
});

export const opsAftersaleIdInput = z.object({ id });

export const opsAftersaleRefuseInput = z.object({
  id,
  code: z.enum(AFTERSALE_REFUSE_CODES, { error: 'invalid' }),
  /** the free text the consumer reads with the code's words */
  reason: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too long'),
});

/** One request in the queue. */
export interface OpsAftersaleRow {
  id: number;
  order_id: number;
  order_sn: string;
  type: 'refund' | 'return_refund';
  status: AfterSaleStatus;
  /** fen */
  amount: number;
  reason: string;
  seller_id: number;
  seller_name: string;
  /** true: a platform store (sellers.merchant_id IS NULL) */
  own_store: boolean;
  user_id: number;
  buyer_mobile: string;
  /** '' the seller or nobody yet; 'platform' */
  decided_by: string;
  /** why it needs the platform now ('' it does not) */
  need: AftersaleNeed;
  /** the platform may decide it now */
  decidable: boolean;
  created_at: number;
  updated_at: number;
}

/** The refund of a request and its provider state. */
export interface OpsAftersaleRefund {
  id: number;
  trade_no: string;
  /** fen */
  amount: number;
  method: string;
  status: string;
  provider_ref: string;
  created_at: number;
}

/** One request as its detail screen shows it. */
export interface OpsAftersaleDetail extends OpsAftersaleRow {
  description: string;
  images: string[];
  express_company: string;
  express_no: string;
  reject_reason: string;
  reject_code: AftersaleRefuseCode | '';
  /** the seconds a merchant's seller has to answer before the platform may decide */
  answer_window_s: number;
  order: {
    id: number;
    order_sn: string;
    status: number;
    /** fen */
    pay_amount: number;
    /** fen refunded so far */
    refunded: number;
    pay_method: string;
    trade_no: string;
    created_at: number;
    paid_at: number | null;
    lines: OrderLine[];
  };
  /** the order's timeline (applied, approved, returned, refunded …), oldest first */
  timeline: { kind: string; text: string; time: number }[];
  refund: OpsAftersaleRefund | null;
}

export const OPS_AFTERSALE = {
  list: route<ListData<OpsAftersaleRow>>()('/api/ops/aftersales', opsAftersaleListInput),
  detail: route<OpsAftersaleDetail>()('/api/ops/aftersales/detail', opsAftersaleIdInput),
  approve: route<OpsAftersaleDetail>()('/api/ops/aftersales/approve', opsAftersaleIdInput),
  refuse: route<OpsAftersaleDetail>()('/api/ops/aftersales/refuse', opsAftersaleRefuseInput),
  receive: route<OpsAftersaleDetail>()('/api/ops/aftersales/receive', opsAftersaleIdInput),
  refund: route<OpsAftersaleDetail>()('/api/ops/aftersales/refund', opsAftersaleIdInput),
};
