/**
 * Which slots a purchase order's open lines go into (issue 18, partial receipt). Pure: the
 * service reads the cabinet's slots and the lines, this decides, the service books.
 *
 * A line goes only into a slot of its product (`sku_id` = the line's SKU; a legacy slot with no
 * `sku_id` that holds only this SKU counts too) with room, then into EMPTY unassigned slots
 * (`sku_id` null, no stock) — never into a slot holding other goods. A line may be split over
 * several slots; an empty slot taken by a line becomes that line's product's slot (`assign`).
 * What does not fit stays open, with its reason.
 */
import type { ReceiveLeftReason } from '../../../shared/contract/cabinet-purchase';

export interface PlanSlot {
  id: number;
  slot_no: number;
  capacity: number;
  /** the product assigned to the slot; null: unassigned */
  sku_id: number | null;
  /** the SKUs with stock in the slot and how many (capacity counts all of them) */
  stock: { sku_id: number; quantity: number }[];
}

export interface PlanLine {
  id: number;
  sku_id: number;
  /** units still to receive (quantity − received) */
  open: number;
}

/** A merchant's choice: into this slot, `quantity` units (left out: as many as fit). */
export interface PlanChoice {
  line_id: number;
  location_id: number;
  quantity?: number;
}

export interface PlanMove {
  line_id: number;
  location_id: number;
  sku_id: number;
  quantity: number;
  /** the slot is unassigned and becomes this SKU's slot */
  assign: boolean;
}

export interface PlanLeft {
  line_id: number;
  quantity: number;
  reason: ReceiveLeftReason;
}

export interface ReceivePlan {
  moves: PlanMove[];
  left: PlanLeft[];
}

interface SlotState {
  slot: PlanSlot;
  sku: number | null;
  used: number;
  holds: Set<number>;
}

function stateOf(slots: readonly PlanSlot[]): Map<number, SlotState> {
  const out = new Map<number, SlotState>();
  for (const s of [...slots].sort((a, b) => a.slot_no - b.slot_no || a.id - b.id)) {
    const held = s.stock.filter((x) => x.quantity > 0);
    out.set(s.id, {
      slot: s,
      sku: s.sku_id,
      used: held.reduce((n, x) => n + x.quantity, 0),
      holds: new Set(held.map((x) => x.sku_id)),
    });
  }
  return out;
}

const room = (s: SlotState) => Math.max(0, s.slot.capacity - s.used);
const isEmpty = (s: SlotState) => s.sku === null && s.used === 0;
/** the slot is this SKU's: assigned to it, or unassigned holding only it */
const isOf = (s: SlotState, sku: number) =>
  s.sku === sku || (s.sku === null && s.used > 0 && [...s.holds].every((h) => h === sku));

/** Whether `s` may take `sku` at all (its product's slot, or empty and unassigned). */
export function slotTakes(s: PlanSlot, sku: number): boolean {
  const [state] = stateOf([s]).values();
  return isOf(state!, sku) || isEmpty(state!);
}

function put(moves: PlanMove[], s: SlotState, line: PlanLine, quantity: number): void {
  const assign = s.sku === null;
  s.sku = line.sku_id;
  s.used += quantity;
  s.holds.add(line.sku_id);
  const same = moves.find((m) => m.line_id === line.id && m.location_id === s.slot.id);
  if (same) same.quantity += quantity;
  else
    moves.push({ line_id: line.id, location_id: s.slot.id, sku_id: line.sku_id, quantity, assign });
}

/** Fills `want` units of `line` into its product's slots, then empty ones; returns the rest. */
function autoFill(
  slots: Map<number, SlotState>,
  moves: PlanMove[],
  line: PlanLine,
  want: number,
): { rest: number; reason: ReceiveLeftReason } {
  let rest = want;
  let anySlot = false;
  const own = [...slots.values()].filter((s) => isOf(s, line.sku_id));
  for (const s of own) {
    anySlot = true;
    const n = Math.min(rest, room(s));
    if (n > 0) put(moves, s, line, n);
    rest -= n;
    if (rest === 0) break;
  }
  if (rest > 0) {
    for (const s of slots.values()) {
      if (!isEmpty(s)) continue;
      anySlot = true;
      const n = Math.min(rest, room(s));
      if (n <= 0) continue;
      put(moves, s, line, n);
      rest -= n;
      if (rest === 0) break;
    }
  }
  return { rest, reason: anySlot ? 'capacity' : 'no_slot' };
}

/**
 * The receipt plan: lines with choices go where chosen (what a chosen slot cannot take stays
 * open with its reason), the other open lines are placed automatically, in line order,
 * counting what earlier lines take.
 */
export function planReceipt(
  lines: readonly PlanLine[],
  slots: readonly PlanSlot[],
  choices: readonly PlanChoice[] = [],
): ReceivePlan {
  const state = stateOf(slots);
  const moves: PlanMove[] = [];
  const left: PlanLeft[] = [];
  for (const line of lines) {
    if (line.open <= 0) continue;
    const mine = choices.filter((c) => c.line_id === line.id);
    if (mine.length === 0) {
      const { rest, reason } = autoFill(state, moves, line, line.open);
      if (rest > 0) left.push({ line_id: line.id, quantity: rest, reason });
      continue;
    }
    let rest = line.open;
    let reason: ReceiveLeftReason = 'not_chosen';
    for (const c of mine) {
      if (rest === 0) break;
      const s = state.get(c.location_id);
      if (!s) continue;
      if (!isOf(s, line.sku_id) && !isEmpty(s)) {
        reason = 'other_goods';
        continue;
      }
      const want = Math.min(rest, c.quantity ?? rest);
      const n = Math.min(want, room(s));
      if (n < want) reason = 'capacity';
      if (n > 0) put(moves, s, line, n);
      rest -= n;
    }
    if (rest > 0) left.push({ line_id: line.id, quantity: rest, reason });
  }
  return { moves, left };
}
