/**
 * Room in a slot counting the moves queued offline (issue 18 part A): a slot shows its queued
 * delta ("10/20 · +3 waiting") and a move that would take it above its capacity or below zero,
 * counting what waits, is refused before it is queued.
 */
import type { StockMoveType, StockReason } from './stock-api';

/** What a queued move needs to count (QueuedMove has it). */
export interface QueuedLike {
  type: StockMoveType;
  location_id: number;
  quantity: number;
  merchant_id: number | null;
}

/** The net units waiting for a slot (+ in, - out) of one merchant's queue. */
export function queuedDelta(
  pending: readonly QueuedLike[],
  locationId: number,
  merchantId: number | null = null,
): number {
  let n = 0;
  for (const p of pending) {
    if (p.location_id !== locationId) continue;
    if (merchantId !== null && p.merchant_id !== null && p.merchant_id !== merchantId) continue;
    n += p.type === 'in' ? p.quantity : -p.quantity;
  }
  return n;
}

/** Reasons whose moves in must fit the capacity (as the server caps them). */
const CAPPED: readonly StockReason[] = ['stock_in', 'restock'];

export type RoomRefusal = 'over_capacity' | 'below_zero';

/**
 * Whether a move fits the slot counting the queued delta: null when it does, else why not.
 * `quantity` is the slot's last known quantity (all its goods), `capacity` its capacity.
 */
export function roomCheck(
  slot: { quantity: number; capacity: number },
  queued: number,
  move: { type: StockMoveType; quantity: number; reason: StockReason },
): RoomRefusal | null {
  const after = slot.quantity + queued + (move.type === 'in' ? move.quantity : -move.quantity);
  if (move.type === 'out' && after < 0) return 'below_zero';
  if (move.type === 'in' && CAPPED.includes(move.reason) && after > slot.capacity) {
    return 'over_capacity';
  }
  return null;
}

/** A move refused before queueing: the slot has no room for it counting what waits. */
export class RoomError extends Error {
  constructor(
    public readonly refusal: RoomRefusal,
    public readonly queued: number,
  ) {
    super(refusal);
  }
}
