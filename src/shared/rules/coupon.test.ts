import { describe, expect, it } from 'vitest';
import { couponCovers, couponExpiry, couponReduction, scopeIdsOf } from './coupon';

describe('couponReduction', () => {
  it('takes an amount off once the threshold is reached, never more than covered', () => {
    expect(couponReduction({ amount: 500, threshold: 3000, rate: 0 }, 2999)).toBe(0);
    expect(couponReduction({ amount: 500, threshold: 3000, rate: 0 }, 3000)).toBe(500);
    expect(couponReduction({ amount: 500, threshold: 0, rate: 0 }, 300)).toBe(300);
    expect(couponReduction({ amount: 500, threshold: 0, rate: 0 }, 0)).toBe(0);
  });
  it('takes a rate off, floored, capped by amount when set', () => {
    expect(couponReduction({ amount: 0, threshold: 0, rate: 85 }, 1001)).toBe(150);
    expect(couponReduction({ amount: 100, threshold: 0, rate: 85 }, 10000)).toBe(100);
    expect(couponReduction({ amount: 0, threshold: 5000, rate: 90 }, 4999)).toBe(0);
  });
});

describe('coupon scope', () => {
  const line = { goods_id: 7, category_id: 12, parent_category_id: 3 };
  it('covers by goods, by category or its parent, or all', () => {
    expect(couponCovers('all', [], line)).toBe(true);
    expect(couponCovers('goods', [7], line)).toBe(true);
    expect(couponCovers('goods', [8], line)).toBe(false);
    expect(couponCovers('categories', [3], line)).toBe(true);
    expect(couponCovers('categories', [12], line)).toBe(true);
    expect(couponCovers('categories', [4], line)).toBe(false);
  });
  it('reads stored ids defensively', () => {
    expect(scopeIdsOf('[1,2,"x",-1]')).toEqual([1, 2]);
    expect(scopeIdsOf('nope')).toEqual([]);
  });
  it('expires N days from taking, or at the window end', () => {
    expect(couponExpiry({ valid_days: 0, end_at: 500 }, 100)).toBe(500);
    expect(couponExpiry({ valid_days: 2, end_at: 500 }, 100)).toBe(100 + 2 * 86400);
  });
});
