/**
 * Cabinet set-up and operations (issue 18, docs/api-guishang.md "Cabinet set-up"): a cabinet's
 * grid of slots, each slot's ONE assigned product (a cabinet goods SKU), capacity and reorder
 * level, emptying a slot (its stock moved to another slot of the product or written off), the
 * terminal's home summary, low-stock alerts and the merchant's terminals.
 */
import { z } from 'zod';
import { idempotencyKey, type MerchantPage } from './cabinet';
import { route } from './route';
import { id, intIn, limit, optionalId, page } from './schemas';

/** The largest grid a cabinet may have, rows and columns each. */
export const GRID_MAX = 10;
/** An unpaid cabinet sale whose deadline is this close (seconds) is "expiring". */
export const EXPIRING_S = 5 * 60;

export const slotGridInput = z.object({ cabinet_id: id });

export const setGridInput = z.object({
  cabinet_id: id,
  rows: intIn(1, GRID_MAX),
  cols: intIn(1, GRID_MAX),
  /** capacity of the slots the grid adds */
  capacity: intIn(1, 10_000).default(10),
});

export const assignSlotInput = z.object({ location_id: id, sku_id: id });

export const updateSlotInput = z
  .object({
    location_id: id,
    capacity: intIn(1, 10_000).optional(),
    reorder_level: intIn(0, 10_000).optional(),
  })
  .refine((v) => v.capacity !== undefined || v.reorder_level !== undefined, {
    message: 'required',
    path: ['capacity'],
  });

/**
 * Empties a slot and unassigns it: its stock goes to `to_location_id` (a slot assigned the same
 * product, or empty) or, left out, is written off (`stock_out`).
 */
export const emptySlotInput = z.object({
  location_id: id,
  to_location_id: optionalId,
  idempotency_key: idempotencyKey,
});

/** `active=1`: the alerts still in force (open, or a restock raised: the slot is still low) */
export const alertListInput = z.object({
  page,
  limit,
  status: intIn(0, 2).optional(),
  active: intIn(0, 1).optional(),
});
export const alertIdInput = z.object({ id });
export const summaryInput = z.object({ cabinet_id: id });

/** The state of a slot as the screens badge it. */
export type SlotState = 'unassigned' | 'empty' | 'low' | 'ok' | 'over';

export interface GridSlot {
  location_id: number;
  slot_no: number | null;
  name: string;
  grid_row: number | null;
  grid_col: number | null;
  capacity: number;
  reorder_level: number;
  /** the assigned product; null: unassigned */
  sku_id: number | null;
  /** the cabinet goods of the assigned product (its name and first image), null when none */
  cabinet_goods_id: number | null;
  goods_name: string;
  image: string;
  /** units in the slot (all SKUs) */
  quantity: number;
  state: SlotState;
}

export interface SlotGrid {
  cabinet: { id: number; code: string; name: string; grid_rows: number; grid_cols: number };
  slots: GridSlot[];
}

export interface CabinetHomeSummary {
  cabinet_id: number;
  /** paid cabinet sales today (China day) */
  sales_today: { count: number; amount: number };
  /** slots at or below their reorder level (level > 0) */
  low_stock: number;
  open_restocks: number;
  unpaid_orders: number;
  /** unpaid orders whose pay deadline is within EXPIRING_S */
  expiring_orders: number;
  open_alerts: number;
}

export interface CabinetAlertRow {
  id: number;
  cabinet_id: number;
  cabinet_name: string;
  location_id: number;
  slot_name: string;
  slot_no: number | null;
  sku_id: number;
  goods_name: string;
  image: string;
  /** low | empty */
  kind: string;
  quantity: number;
  reorder_level: number;
  capacity: number;
  /** 0 open | 1 a restock was raised | 2 cleared */
  status: number;
  restock_record_id: number | null;
  read_at: number | null;
  cleared_at: number | null;
  created_at: number;
}

export interface TerminalRow {
  id: number;
  terminal_id: string;
  cabinet_id: number | null;
  cabinet_name: string;
  app_version: string;
  online: boolean;
  online_since: number | null;
  offline_since: number | null;
  last_seen_at: number;
}

export const CABINET_SLOTS = {
  grid: route<SlotGrid>()('/api/admin/slots/grid', slotGridInput),
  /** shrinking is refused while a removed slot holds stock or a product */
  setGrid: route<SlotGrid>()('/api/admin/slots/set-grid', setGridInput),
  /** an empty slot only; the SKU must be one of the merchant's cabinet goods */
  assign: route<{ location_id: number; sku_id: number }>()(
    '/api/admin/slots/assign',
    assignSlotInput,
  ),
  update: route<{ location_id: number }>()('/api/admin/slots/update', updateSlotInput),
  empty: route<{ location_id: number; moved: number; written_off: number }>()(
    '/api/admin/slots/empty',
    emptySlotInput,
  ),
  summary: route<CabinetHomeSummary>()('/api/admin/cabinet/summary', summaryInput),
  alerts: route<MerchantPage<CabinetAlertRow>>()('/api/admin/alerts/list', alertListInput),
  alertRead: route<null>()('/api/admin/alerts/read', alertIdInput),
  /** raises a restock work order for the alert's slot (expected = capacity - quantity) */
  alertRestock: route<{ restock_record_id: number }>()('/api/admin/alerts/restock', alertIdInput),
  terminals: route<{ list: TerminalRow[] }>()('/api/admin/terminals/list', z.object({})),
};
