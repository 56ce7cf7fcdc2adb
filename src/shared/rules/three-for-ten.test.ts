import { describe, it, expect } from 'vitest';
import { THREE_FOR_TEN_GROUP_PRICE, threeForTenTotal } from './three-for-ten';

describe('threeForTenTotal', () => {
  it('exports the group price in fen', () => {
    expect(THREE_FOR_TEN_GROUP_PRICE).toBe(1000);
  });

  it('is 0 for no lines', () => {
    expect(threeForTenTotal([])).toBe(0);
  });

  it('charges 1 or 2 items at their own price', () => {
    expect(threeForTenTotal([{ price: 450, quantity: 1 }])).toBe(450);
    expect(threeForTenTotal([{ price: 450, quantity: 2 }])).toBe(900);
    expect(
      threeForTenTotal([
        { price: 450, quantity: 1 },
        { price: 990, quantity: 1 },
      ]),
    ).toBe(1440);
  });

  it('charges a group of three at 1000 fen whatever the prices', () => {
    expect(threeForTenTotal([{ price: 500, quantity: 3 }])).toBe(1000);
    expect(threeForTenTotal([{ price: 100, quantity: 3 }])).toBe(1000);
  });

  it('leaves the cheapest items as the remainder', () => {
    // Sorted: 100, 200, 500, 600, 700 -> group {500,600,700}, remainder 100 + 200.
    const lines = [
      { price: 700, quantity: 1 },
      { price: 100, quantity: 1 },
      { price: 600, quantity: 1 },
      { price: 200, quantity: 1 },
      { price: 500, quantity: 1 },
    ];
    expect(threeForTenTotal(lines)).toBe(1000 + 100 + 200);
  });

  it('expands quantities across lines', () => {
    // Units: 300, 300, 800, 800, 800, 800, 800 -> 7 units, 2 groups, remainder 1 x 300.
    const lines = [
      { price: 800, quantity: 5 },
      { price: 300, quantity: 2 },
    ];
    expect(threeForTenTotal(lines)).toBe(2000 + 300);
  });

  it('takes a two-unit remainder from one cheap line', () => {
    const lines = [
      { price: 250, quantity: 2 },
      { price: 900, quantity: 3 },
    ];
    expect(threeForTenTotal(lines)).toBe(1000 + 500);
  });

  it('handles huge quantities arithmetically', () => {
    const total = threeForTenTotal([
      { price: 100, quantity: 1 },
      { price: 999, quantity: 3_000_000_000 },
    ]);
    expect(total).toBe(1_000_000_000 * 1000 + 100);
  });

  it('throws when the total leaves the safe integer range', () => {
    expect(() => threeForTenTotal([{ price: 1, quantity: Number.MAX_SAFE_INTEGER - 2 }])).toThrow(
      RangeError,
    );
  });

  it('counts only checked lines when checkedOnly', () => {
    const lines = [
      { price: 300, quantity: 1, isCheck: true },
      { price: 400, quantity: 2, isCheck: false },
      { price: 500, quantity: 1 },
      { price: 600, quantity: 2, isCheck: true },
    ];
    expect(threeForTenTotal(lines, { checkedOnly: true })).toBe(1000);
    expect(threeForTenTotal(lines)).toBe(2000);
    expect(threeForTenTotal(lines, { checkedOnly: false })).toBe(2000);
  });

  it('counts quantities that are not positive integers as 0', () => {
    const lines = [
      { price: 300, quantity: 0 },
      { price: 300, quantity: -2 },
      { price: 300, quantity: 1.5 },
      { price: 300, quantity: Number.NaN },
      { price: 300, quantity: Number.POSITIVE_INFINITY },
      { price: 300, quantity: 1e20 },
      { price: 700, quantity: 1 },
    ];
    expect(threeForTenTotal(lines)).toBe(700);
  });

  it('throws RangeError on negative, NaN or fractional prices', () => {
    expect(() => threeForTenTotal([{ price: -1, quantity: 1 }])).toThrow(RangeError);
    expect(() => threeForTenTotal([{ price: Number.NaN, quantity: 1 }])).toThrow(RangeError);
    expect(() => threeForTenTotal([{ price: 1.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => threeForTenTotal([{ price: Number.POSITIVE_INFINITY, quantity: 1 }])).toThrow(
      RangeError,
    );
  });

  it('ignores bad prices on lines excluded by checkedOnly', () => {
    const lines = [
      { price: -1, quantity: 1, isCheck: false },
      { price: 200, quantity: 1, isCheck: true },
    ];
    expect(threeForTenTotal(lines, { checkedOnly: true })).toBe(200);
  });

  it('does not reorder the caller array', () => {
    const lines = [
      { price: 900, quantity: 1 },
      { price: 100, quantity: 1 },
    ];
    threeForTenTotal(lines);
    expect(lines.map((l) => l.price)).toEqual([900, 100]);
  });
});
