import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { BatchResult, StockMove, StockMoveInput, StockMoveType } from './stock-api';
import { HttpError } from '../../core/api/http';
import { OfflineQueue, type MoveRequest, type OfflineQueueDeps } from './offline-queue';

let dbSeq = 0;
const request: MoveRequest = {
  type: 'in',
  location_id: 3,
  sku_id: 7,
  quantity: 2,
  reason: 'stock_in',
  label: 'GZ-0001 #3',
};

function moveOf(input: StockMoveInput, ledgerId: number): StockMove {
  return {
    ledger_id: ledgerId,
    location_id: input.location_id,
    sku_id: input.sku_id,
    delta: input.quantity,
    before: 0,
    quantity: input.quantity,
    reason: input.reason ?? 'stock_in',
    replayed: false,
  };
}

/** A fake server: books a key once, answers a repeated key as a replay. */
function fakeServer() {
  const booked = new Map<string, StockMove>();
  let ledger = 0;
  let online = false;
  const batchCalls: string[][] = [];
  const book = (input: StockMoveInput): StockMove => {
    const seen = booked.get(input.idempotency_key);
    if (seen) return { ...seen, replayed: true };
    const m = moveOf(input, ++ledger);
    booked.set(input.idempotency_key, m);
    return m;
  };
  const deps: OfflineQueueDeps = {
    dbName: `queue-test-${++dbSeq}`,
    merchantId: () => 1,
    move: vi.fn((_type: StockMoveType, input: StockMoveInput) => {
      if (!online) return Promise.reject(new HttpError('Network Error', 0));
      return Promise.resolve(book(input));
    }),
    batch: vi.fn(async (moves: (StockMoveInput & { type: StockMoveType })[]) => {
      batchCalls.push(moves.map((m) => m.idempotency_key));
      await new Promise((r) => setTimeout(r, 5));
      if (!online) throw new HttpError('Network Error', 0);
      return moves.map((m): BatchResult =>
        m.quantity > 100
          ? { idempotency_key: m.idempotency_key, ok: false, message: 'over capacity' }
          : { idempotency_key: m.idempotency_key, ok: true, ...book(m) },
      );
    }),
  };
  return {
    deps,
    booked,
    batchCalls,
    setOnline: (v: boolean) => (online = v),
  };
}

describe('OfflineQueue', () => {
  it('saves at once when the server answers', async () => {
    const s = fakeServer();
    s.setOnline(true);
    const onBooked = vi.fn();
    const q = new OfflineQueue({ ...s.deps, onBooked });
    const out = await q.submitStockMove(request);
    expect(out.status).toBe('saved');
    expect(onBooked).toHaveBeenCalledOnce();
    await q.load();
    expect(q.pendingCount).toBe(0);
  });

  it('queues a move on a network failure and keeps it in IndexedDB', async () => {
    const s = fakeServer();
    const q = new OfflineQueue(s.deps);
    const out = await q.submitStockMove(request);
    expect(out.status).toBe('queued');
    expect(q.pendingCount).toBe(1);
    expect(q.pending[0]).toMatchObject({
      type: 'in',
      location_id: 3,
      sku_id: 7,
      quantity: 2,
      reason: 'stock_in',
      label: 'GZ-0001 #3',
      merchant_id: 1,
    });
    expect(q.pending[0]!.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    // A new queue over the same database (a reload) sees it.
    const again = new OfflineQueue(s.deps);
    await again.load();
    expect(again.pendingCount).toBe(1);
  });

  it('does not queue a refusal (422)', async () => {
    const s = fakeServer();
    const deps: OfflineQueueDeps = {
      ...s.deps,
      move: () => Promise.reject(new HttpError('库存不足', 422)),
    };
    const q = new OfflineQueue(deps);
    await expect(q.submitStockMove(request)).rejects.toThrow('库存不足');
    await q.load();
    expect(q.pendingCount).toBe(0);
  });

  it('replays once: the move is booked and leaves the queue', async () => {
    const s = fakeServer();
    const onBooked = vi.fn();
    const q = new OfflineQueue({ ...s.deps, onBooked });
    await q.submitStockMove(request);
    await q.submitStockMove({ ...request, quantity: 3 });
    s.setOnline(true);
    await q.replay();
    expect(s.batchCalls).toHaveLength(1);
    expect(s.batchCalls[0]).toHaveLength(2);
    expect(s.booked.size).toBe(2);
    expect(q.pendingCount).toBe(0);
    expect(onBooked).toHaveBeenCalledTimes(2);
  });

  it('keeps the moves when the replay cannot reach the server, and sends the same keys again', async () => {
    const s = fakeServer();
    const q = new OfflineQueue(s.deps);
    await q.submitStockMove(request);
    await q.replay();
    expect(q.pendingCount).toBe(1);
    expect(q.lastReplayFailed).toBe(true);
    s.setOnline(true);
    await q.replay();
    expect(s.batchCalls).toHaveLength(2);
    expect(s.batchCalls[1]).toEqual(s.batchCalls[0]);
    expect(s.booked.size).toBe(1);
    expect(q.pendingCount).toBe(0);
  });

  it('two queues replaying the same stored move book it once (same key, server idempotent)', async () => {
    const s = fakeServer();
    const a = new OfflineQueue(s.deps);
    await a.submitStockMove(request);
    const b = new OfflineQueue(s.deps);
    s.setOnline(true);
    await Promise.all([a.replay(), b.replay()]);
    const keys = s.batchCalls.flat();
    expect(new Set(keys).size).toBe(1);
    expect(s.booked.size).toBe(1);
    await a.load();
    expect(a.pendingCount).toBe(0);
  });

  it('never runs two replays at once: a second call joins the running one', async () => {
    const s = fakeServer();
    const q = new OfflineQueue(s.deps);
    await q.submitStockMove(request);
    s.setOnline(true);
    const first = q.replay();
    const second = q.replay();
    expect(second).toBe(first);
    expect(q.replaying).toBe(true);
    await Promise.all([first, second]);
    expect(s.batchCalls).toHaveLength(1);
    expect(q.replaying).toBe(false);
  });

  it('moves a definitive refusal to the failed list with its message', async () => {
    const s = fakeServer();
    const q = new OfflineQueue(s.deps);
    await q.submitStockMove({ ...request, quantity: 500 });
    await q.submitStockMove(request);
    s.setOnline(true);
    await q.replay();
    expect(q.pendingCount).toBe(0);
    expect(q.failed).toHaveLength(1);
    expect(q.failed[0]).toMatchObject({ quantity: 500, message: 'over capacity' });
    await q.dismissFailed(q.failed[0]!.idempotency_key);
    expect(q.failed).toHaveLength(0);
  });

  it('replays another merchant’s moves only in that merchant’s session', async () => {
    const s = fakeServer();
    const q = new OfflineQueue({ ...s.deps, merchantId: () => 2 });
    await q.submitStockMove(request);
    const other = new OfflineQueue(s.deps);
    s.setOnline(true);
    await other.replay();
    expect(s.batchCalls).toHaveLength(0);
    await q.replay();
    expect(s.booked.size).toBe(1);
  });

  it('queues a move answered 401 (session expired or revoked) under the merchant who made it', async () => {
    const s = fakeServer();
    let merchant: number | null = 1;
    const q = new OfflineQueue({
      ...s.deps,
      merchantId: () => merchant,
      now: () => 1_800_000_000_000,
      // the merchant wrapper logs out on 401 before the caller sees the error
      move: () => {
        merchant = null;
        return Promise.reject(new HttpError('登录已过期', 401));
      },
    });
    const out = await q.submitStockMove(request);
    expect(out.status).toBe('queued');
    expect(q.pending).toHaveLength(1);
    expect(q.pending[0]).toMatchObject({ merchant_id: 1, created_at: 1_800_000_000 });
  });

  it('keeps a move whose replay answers 401, and books it once with made_at after a new login', async () => {
    const s = fakeServer();
    let merchant: number | null = 1;
    let sessionOk = false;
    const sent: (StockMoveInput & { type: StockMoveType; made_at?: number })[] = [];
    const deps: OfflineQueueDeps = {
      ...s.deps,
      merchantId: () => merchant,
      now: () => 1_800_000_000_000,
      batch: async (moves) => {
        sent.push(...moves);
        if (!sessionOk) {
          merchant = null;
          throw new HttpError('登录已过期', 401);
        }
        return s.deps.batch(moves);
      },
    };
    const q = new OfflineQueue(deps);
    await q.submitStockMove(request);
    s.setOnline(true);
    await q.replay();
    expect(q.pendingCount).toBe(1);
    expect(q.failed).toHaveLength(0);
    expect(s.booked.size).toBe(0);
    // logged out: nothing of the merchant's is replayed meanwhile
    await q.replay();
    expect(sent).toHaveLength(1);
    // the merchant logs in again: replayed with the new token, booked once
    merchant = 1;
    sessionOk = true;
    await q.replay();
    await q.replay();
    expect(s.booked.size).toBe(1);
    expect(q.pendingCount).toBe(0);
    expect(sent.at(-1)).toMatchObject({ made_at: 1_800_000_000, quantity: 2 });
  });
});
