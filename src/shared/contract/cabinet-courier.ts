/**
 * Couriers, restock work orders and abnormal-record handling (issue 18, docs/api-guishang.md):
 * - the merchant's couriers (their own login on the terminal, `merchant_tokens.courier_id`),
 * - work orders: a restock assigned to a courier with a due time, done slot by slot (a quantity,
 *   a photo proof, a shortfall reason code), the merchant seeing the progress live,
 * - abnormal records handled: open → resolved | compensated, once.
 */
import { z } from 'zod';
import { cabinetImageUrl, unixTime } from './cabinet';
import { route } from './route';
import { id, intIn, limit, optionalId, page, singleLine } from './schemas';

/** Why a line fell short (stored as the code, rendered in the reader's language). */
export const SHORTFALL_REASONS = ['shortfall', 'damaged', 'expired', 'other'] as const;
export type ShortfallReason = (typeof SHORTFALL_REASONS)[number];

/** 0 open | 1 resolved | 2 compensated */
export const ABNORMAL_STATUSES = [0, 1, 2] as const;
export type AbnormalStatus = (typeof ABNORMAL_STATUSES)[number];

/** Who a merchant session is: the merchant, or one of its couriers. */
export type SessionRole = 'merchant' | 'courier';

const courierAccount = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z0-9_]{3,32}$/, 'invalid');
const courierName = singleLine(32, 1);
const courierMobile = z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/, 'invalid')
  .default('');
// 8-16: the terminal login takes passwords of at most 16 characters
const courierPassword = z
  .string({ error: 'required' })
  .min(8, 'invalid')
  .max(16)
  .refine((v) => !/\s/.test(v), { message: 'invalid' });

export interface Courier {
  id: number;
  account: string;
  name: string;
  mobile: string;
  /** 1 active | 0 disabled */
  status: number;
  created_at: number;
  /** open work orders assigned */
  open_orders: number;
}

/** One line of a work order, with its slot and goods. */
export interface WorkOrderLine {
  id: number;
  record_id: number;
  location_id: number;
  slot_no: number | null;
  slot_name: string;
  sku_id: number;
  goods_name: string;
  image: string;
  expected: number;
  put_in: number | null;
  photo: string;
  done_at: number | null;
  capacity: number;
  /** units in the slot now (every SKU) */
  quantity: number;
  /** what still fits in the slot */
  room: number;
}

export interface WorkOrder {
  id: number;
  cabinet_id: number;
  cabinet_name: string;
  courier_id: number | null;
  courier_name: string;
  operator: string;
  /** 0 open | 1 finished */
  status: number;
  due_at: number | null;
  /** open and past its due time */
  overdue: boolean;
  created_at: number;
  finished_at: number | null;
  lines_total: number;
  lines_done: number;
}

export interface WorkOrderDetail extends WorkOrder {
  lines: WorkOrderLine[];
}

/** The answer to one line done: the line, the order's progress, whether it fell short. */
export interface LineDoneResult {
  line: WorkOrderLine;
  lines_done: number;
  lines_total: number;
  abnormal: boolean;
  /** the line had been done before: nothing was booked this time */
  replayed: boolean;
}

/** A cabinet a courier serves (issue 23: assigned by an operator, `courier_cabinets`). */
export interface CourierCabinet {
  id: number;
  code: string;
  name: string;
  address: string;
  /** the courier's open work orders at it (the merchant's session: every open one) */
  open_orders: number;
}

export const courierAddInput = z.object({
  account: courierAccount,
  name: courierName,
  mobile: courierMobile,
  password: courierPassword,
});

export const courierEditInput = z.object({ id, name: courierName, mobile: courierMobile });
export const courierPasswordInput = z.object({ id, password: courierPassword });
export const courierStatusInput = z.object({ id, status: intIn(0, 1) });

export const workOrderAssignInput = z.object({
  id,
  courier_id: id,
  due_at: unixTime.optional(),
});

export const workOrderListInput = z.object({ page, limit, status: intIn(0, 1).optional() });

export const lineDoneInput = z.object({
  /** the work order */
  id,
  line_id: id,
  put_in: intIn(0, 10_000),
  photo: cabinetImageUrl.optional(),
  /** required when put_in < expected */
  reason_code: z.enum(SHORTFALL_REASONS).optional(),
  /** an optional free note of the courier */
  reason: singleLine(200).optional(),
});

export const abnormalHandleInput = z.object({
  id,
  status: intIn(1, 2),
  /** required for compensated (2) */
  note: singleLine(200).optional(),
});

export const abnormalFilterInput = z.object({
  page,
  limit,
  cabinet_id: optionalId,
  status: intIn(0, 2).optional(),
});

export const CABINET_COURIER = {
  list: route<{ list: Courier[] }>()('/api/admin/courier/list', z.object({})),
  add: route<{ id: number }>()('/api/admin/courier/add', courierAddInput),
  edit: route<{ id: number }>()('/api/admin/courier/edit', courierEditInput),
  /** a new password; the courier's sessions end */
  password: route<{ id: number }>()('/api/admin/courier/password', courierPasswordInput),
  /** 0 disables (the courier's sessions end), 1 enables */
  status: route<{ id: number }>()('/api/admin/courier/status', courierStatusInput),
  /** assign or reassign an open restock to a courier */
  assign: route<{ id: number }>()('/api/admin/bh/assign', workOrderAssignInput),
  /** a courier: its work orders; the merchant: every work order (open first) */
  workOrders: route<{ total: number; list: WorkOrder[] }>()(
    '/api/admin/bh/orders',
    workOrderListInput,
  ),
  /** issue 23: a courier's cabinets (assigned by an operator); the merchant: all of its own */
  cabinets: route<{ list: CourierCabinet[] }>()('/api/admin/courier/cabinets', z.object({})),
  workOrderDetail: route<WorkOrderDetail>()('/api/admin/bh/detail', z.object({ id })),
  /** one line done: booked at once (a repeat books nothing) */
  lineDone: route<LineDoneResult>()('/api/admin/bh/line', lineDoneInput),
  abnormalHandle: route<{ id: number; status: number }>()(
    '/api/admin/log/abnormal/handle',
    abnormalHandleInput,
  ),
};
