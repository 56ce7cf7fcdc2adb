import { describe, expect, it } from 'vitest';
import { slotState } from './slot-state';

const slot = (quantity: number, over: Partial<Parameters<typeof slotState>[0]> = {}) =>
  slotState({ sku_id: 7, quantity, capacity: 20, reorder_level: 5, ...over });

describe('slotState', () => {
  it('low at or below the reorder level, not by a fifth of the capacity', () => {
    expect(slot(5)).toBe('low');
    expect(slot(1)).toBe('low');
    expect(slot(6)).toBe('ok');
    // the old rule (a fifth of the capacity: 4 of 20) said low here; the reorder level says ok
    expect(slot(4, { reorder_level: 3 })).toBe('ok');
    // and ok at 4 of 100 under the old rule... now low with a reorder level of 10
    expect(slot(10, { capacity: 100, reorder_level: 10 })).toBe('low');
  });

  it('a reorder level of 0 never makes a slot low', () => {
    expect(slot(1, { reorder_level: 0 })).toBe('ok');
  });

  it('empty, unassigned and over', () => {
    expect(slot(0)).toBe('empty');
    expect(slot(0, { sku_id: null })).toBe('unassigned');
    // an unassigned slot that still holds units is not "unassigned"
    expect(slot(3, { sku_id: null })).toBe('low');
    expect(slot(21)).toBe('over');
    expect(slot(20)).toBe('ok');
    expect(slot(1, { capacity: 0 })).toBe('over');
  });
});
