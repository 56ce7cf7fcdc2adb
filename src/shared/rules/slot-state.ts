/**
 * The state of a cabinet slot as every screen badges it (issue 18): the home grid and the slot
 * set-up (server, slot.service.ts) and the stock screen's slot rows (kiosk, GuiziScreen) use
 * this one rule.
 * - over: more units than the capacity;
 * - unassigned: no product assigned and nothing held;
 * - empty: nothing held;
 * - low: at or below the slot's reorder level (a reorder level of 0 never makes a slot low);
 * - ok: otherwise.
 */
import type { SlotState } from '../contract/cabinet-slots';

export function slotState(s: {
  sku_id: number | null;
  quantity: number;
  capacity: number;
  reorder_level: number;
}): SlotState {
  if (s.quantity > s.capacity) return 'over';
  if (s.sku_id === null && s.quantity === 0) return 'unassigned';
  if (s.quantity === 0) return 'empty';
  if (s.reorder_level > 0 && s.quantity <= s.reorder_level) return 'low';
  return 'ok';
}
