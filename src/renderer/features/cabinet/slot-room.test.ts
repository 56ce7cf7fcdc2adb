import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../core/api/http';
import { OfflineQueue, type MoveRequest } from './offline-queue';
import { queuedDelta, RoomError, roomCheck } from './slot-room';

let dbSeq = 0;
/** A queue whose server cannot be reached: every move is queued (or refused for room). */
function offlineQueue(): OfflineQueue {
  return new OfflineQueue({
    dbName: `room-test-${++dbSeq}`,
    merchantId: () => 1,
    move: vi.fn(() => Promise.reject(new HttpError('Network Error', 0))),
    batch: vi.fn(() => Promise.reject(new HttpError('Network Error', 0))),
  });
}

const move = (type: 'in' | 'out', quantity: number, room = { quantity: 10, capacity: 20 }) =>
  ({
    type,
    location_id: 3,
    sku_id: 7,
    quantity,
    reason: type === 'in' ? 'stock_in' : 'stock_out',
    label: 'GZ-0001 #3',
    room,
  }) satisfies MoveRequest;

describe('slot room', () => {
  it('sums the queued moves of one slot (in +, out -) of the merchant', () => {
    const pending = [
      { type: 'in' as const, location_id: 3, quantity: 5, merchant_id: 1 },
      { type: 'out' as const, location_id: 3, quantity: 2, merchant_id: 1 },
      { type: 'in' as const, location_id: 4, quantity: 9, merchant_id: 1 },
      { type: 'in' as const, location_id: 3, quantity: 7, merchant_id: 2 },
    ];
    expect(queuedDelta(pending, 3, 1)).toBe(3);
    expect(queuedDelta(pending, 4, 1)).toBe(9);
    expect(queuedDelta(pending, 5, 1)).toBe(0);
  });

  it('refuses above capacity and below zero counting the queued delta', () => {
    const slot = { quantity: 10, capacity: 20 };
    expect(roomCheck(slot, 7, { type: 'in', quantity: 3, reason: 'stock_in' })).toBeNull();
    expect(roomCheck(slot, 7, { type: 'in', quantity: 4, reason: 'stock_in' })).toBe(
      'over_capacity',
    );
    expect(roomCheck(slot, 7, { type: 'in', quantity: 4, reason: 'restock' })).toBe(
      'over_capacity',
    );
    // a count correction is not capped (as on the server)
    expect(roomCheck(slot, 7, { type: 'in', quantity: 4, reason: 'correction' })).toBeNull();
    expect(roomCheck(slot, -8, { type: 'out', quantity: 2, reason: 'stock_out' })).toBeNull();
    expect(roomCheck(slot, -8, { type: 'out', quantity: 3, reason: 'sale' })).toBe('below_zero');
  });

  it('the offline queue refuses a move with no room before queueing it, and shows the queued delta', async () => {
    const q = offlineQueue();
    expect((await q.submitStockMove(move('in', 6))).status).toBe('queued');
    expect((await q.submitStockMove(move('out', 3))).status).toBe('queued');
    expect(q.queuedAt(3, 1)).toBe(3);
    // 10 + 3 waiting + 8 = 21 > 20
    await expect(q.submitStockMove(move('in', 8))).rejects.toBeInstanceOf(RoomError);
    // 10 + 3 waiting - 14 < 0
    const below = await q.submitStockMove(move('out', 14)).catch((e: unknown) => e);
    expect(below).toMatchObject({ refusal: 'below_zero', queued: 3 });
    expect(q.pendingCount).toBe(2);
    // what fits still queues
    expect((await q.submitStockMove(move('in', 7))).status).toBe('queued');
    expect(q.queuedAt(3, 1)).toBe(10);
  });
});
