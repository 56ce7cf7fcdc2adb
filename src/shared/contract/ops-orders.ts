/**
 * The operator console's orders area (issue 20, part ORDERS): search every order, read one with
 * its payments, timeline, logistics, after-sales and the operators' remarks, ship an order of the
 * platform's own sellers, cancel an unpaid order, add a remark, export the search as CSV.
 * Routes under `/api/ops/orders…`: reads need `orders.read`, writes `orders.write`; every write
 * is audited (`orders.ship`, `orders.cancel`, `orders.remark`, the export `orders.export`).
 *
 * The client imports this module with `import type` only.
 */
import { z } from 'zod';
import { CARRIER_CODES } from '../carriers';
import type { ListData } from './envelope';
import { route } from './route';
import type { AfterSale, OrderDetail, OrderStatus } from './types';
import { id, intIn, optionalId, page } from './schemas';

/** Sorts of the order search: newest first by default. */
export const OPS_ORDER_SORTS = [
  'created_desc',
  'created_asc',
  'amount_desc',
  'amount_asc',
] as const;
export type OpsOrderSort = (typeof OPS_ORDER_SORTS)[number];

/** The most rows one CSV export holds. */
export const OPS_ORDER_EXPORT_MAX = 10_000;

const unixSeconds = intIn(0, 2 ** 40);

/** The search's filters (shared by the list and the export). */
export const opsOrderFilters = {
  /** an order number, exact or its beginning */
  order_sn: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9]*$/, 'invalid')
    .optional(),
  /** the buyer's mobile: all 11 digits (exact) or its beginning */
  mobile: z.string().trim().max(11).regex(/^\d*$/, 'invalid').optional(),
  /** an order state (0 pending … 5 closed, modules/order/order.state.ts) */
  status: z.enum(['0', '1', '2', '3', '4', '5']).optional(),
  /** created at or after, Unix seconds (a China-time day's start from the console) */
  from: unixSeconds.optional(),
  /** created before, Unix seconds (exclusive) */
  to: unixSeconds.optional(),
  seller_id: optionalId,
  sort: z.enum(OPS_ORDER_SORTS).default('created_desc'),
};

export const opsOrdersInput = z.object({
  ...opsOrderFilters,
  page,
  limit: intIn(1, 100).default(20),
});
export const opsOrderExportInput = z.object(opsOrderFilters);
export const opsOrderIdInput = z.object({ id });
export const opsOrderShipInput = z.object({
  id,
  /** a carrier code of shared/carriers.ts */
  express_company: z.enum(CARRIER_CODES as [string, ...string[]]),
  express_no: z
    .string({ error: 'required' })
    .trim()
    .min(4)
    .max(32)
    .regex(/^[A-Za-z0-9-]+$/, 'invalid'),
});
export const opsOrderCancelInput = z.object({ id });
export const opsOrderRemarkInput = z.object({
  id,
  text: z.string({ error: 'required' }).trim().min(1).max(500),
});

/** A seller as the filter offers it; `platform`: one of the platform's own (no merchant). */
export interface OpsOrderSeller {
  id: number;
  name: string;
  platform: boolean;
}

/** One order of the search. */
export interface OpsOrderRow {
  id: number;
  order_sn: string;
  status: OrderStatus;
  buyer: { id: number; mobile: string; nickname: string };
  seller: OpsOrderSeller;
  /** the goods, in order: title and quantity */
  items: { title: string; quantity: number }[];
  /** units in all */
  count: number;
  /** fen: what the buyer pays */
  pay_amount: number;
  created_at: number;
  paid_at: number | null;
}

export interface OpsOrderPayment {
  trade_no: string;
  /** fen: the trade's amount (may cover sibling orders of one submission) */
  amount: number;
  method: string;
  status: 'pending' | 'paid' | 'closed' | 'refunded';
  provider: string;
  provider_ref: string;
  /** fen */
  refunded: number;
  paid_at: number | null;
  created_at: number;
}

export interface OpsOrderRemark {
  id: number;
  text: string;
  operator_id: number;
  operator_name: string;
  created_at: number;
}

export interface OpsOrderDetail {
  /** the order as the buyer's screens read it (lines, amounts, address, timeline, express) */
  order: OrderDetail;
  buyer: { id: number; mobile: string; nickname: string };
  seller: OpsOrderSeller;
  payments: OpsOrderPayment[];
  /** the parcel and its trace (the sandbox logistics), once shipped */
  logistics: { company: string; number: string; events: { time: number; text: string }[] } | null;
  /** every after-sale of the order, newest first */
  after_sales: AfterSale[];
  /** the operators' notes, newest first (the console only) */
  remarks: OpsOrderRemark[];
  /** paid, of a platform seller, no after-sale open */
  can_ship: boolean;
  /** unpaid */
  can_cancel: boolean;
}

export const OPS_ORDERS = {
  list: route<ListData<OpsOrderRow>>()('/api/ops/orders', opsOrdersInput),
  sellers: route<OpsOrderSeller[]>()('/api/ops/orders/sellers', z.object({})),
  detail: route<OpsOrderDetail>()('/api/ops/orders/detail', opsOrderIdInput),
  ship: route<OpsOrderDetail>()('/api/ops/orders/ship', opsOrderShipInput),
  cancel: route<OpsOrderDetail>()('/api/ops/orders/cancel', opsOrderCancelInput),
  remark: route<OpsOrderRemark>()('/api/ops/orders/remark', opsOrderRemarkInput),
  /** a CSV file (UTF-8 with BOM), not the envelope; refusals are JSON envelopes */
  export: route<string>()('/api/ops/orders/export', opsOrderExportInput),
};
