import { describe, expect, it, vi } from 'vitest';
import type { LedgerEntry } from './api';
import { filteredPage, isRewardReason, readLedger, sortByAmount } from './ledger';

function row(id: number, delta: number, reason = 'order', created_at = id): LedgerEntry {
  return {
    id,
    account: 'integral',
    delta,
    after: 0,
    reason,
    reason_text: reason,
    ref: '',
    created_at,
  };
}

/** A fake server ledger: newest first, paged. */
function server(rows: LedgerEntry[]) {
  return vi.fn((page: number, limit: number) =>
    Promise.resolve({ list: rows.slice((page - 1) * limit, page * limit), total: rows.length }),
  );
}

describe('filteredPage', () => {
  it('skips server pages without matches so the list goes on', async () => {
    const rows = [
      row(1, 5, 'reward'),
      ...Array.from({ length: 6 }, (_, i) => row(10 + i, 1)),
      row(20, 7, 'reward'),
    ];
    const fetch = server(rows);
    const keep = (r: LedgerEntry) => r.reason === 'reward';
    const cursor = { next: 1 };
    const p1 = await filteredPage(fetch, 1, 2, keep, cursor);
    expect(p1.list.map((r) => r.id)).toEqual([1]);
    const p2 = await filteredPage(fetch, 2, 2, keep, cursor);
    expect(p2.list.map((r) => r.id)).toEqual([20]);
    // server pages 2, 3 had no match and were skipped; page 4 had the row
    expect(fetch).toHaveBeenCalledTimes(4);
    const p3 = await filteredPage(fetch, 3, 2, keep, cursor);
    expect(p3).toEqual({ list: [], total: 0 });
  });

  it('starts over on page 1', async () => {
    const fetch = server([row(1, 1, 'reward'), row(2, 1, 'reward')]);
    const cursor = { next: 7 };
    const p = await filteredPage(fetch, 1, 1, () => true, cursor);
    expect(p.list.map((r) => r.id)).toEqual([1]);
    expect(fetch).toHaveBeenCalledWith(1, 1);
  });

  it('answers empty when nothing matches at all', async () => {
    const fetch = server([row(1, 1), row(2, 1), row(3, 1)]);
    const p = await filteredPage(fetch, 1, 2, () => false, { next: 1 });
    expect(p).toEqual({ list: [], total: 0 });
  });
});

describe('readLedger', () => {
  it('reads every page up to the cap', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => row(i + 1, i));
    const all = await readLedger(server(rows), 500, 50);
    expect(all.rows).toHaveLength(120);
    expect(all.truncated).toBe(false);
    const capped = await readLedger(server(rows), 100, 50);
    expect(capped.rows).toHaveLength(100);
    expect(capped.truncated).toBe(true);
  });

  it('stops on an empty page even if total says more', async () => {
    const fetch = vi.fn(() => Promise.resolve({ list: [] as LedgerEntry[], total: 10 }));
    expect((await readLedger(fetch)).rows).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('sortByAmount', () => {
  it('orders by the size of the movement, ties newest first', () => {
    const rows = [
      row(1, 5, 'a', 10),
      row(2, -50, 'b', 20),
      row(3, 20, 'c', 30),
      row(4, -5, 'd', 40),
    ];
    expect(sortByAmount(rows, 'desc').map((r) => r.id)).toEqual([2, 3, 4, 1]);
    expect(sortByAmount(rows, 'asc').map((r) => r.id)).toEqual([4, 1, 3, 2]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]); // not mutated
  });
});

describe('isRewardReason', () => {
  it('takes the reward reasons of the ledger', () => {
    for (const r of ['activity_reward', 'invite_reward', 'sign_in', 'reward']) {
      expect(isRewardReason(r)).toBe(true);
    }
    for (const r of ['transfer_in', 'withdraw_refund', 'order_refund', 'test_credit']) {
      expect(isRewardReason(r)).toBe(false);
    }
  });
});
