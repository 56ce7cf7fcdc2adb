import { describe, expect, it } from 'vitest';
import { cartTotals, fullReduction, normaliseTiers } from './cart-totals';

const tiers = [
  { full: 19900, cut: 3000 },
  { full: 9900, cut: 1000 },
];

describe('fullReduction', () => {
  it('reports nothing reached and how much more to spend', () => {
    expect(fullReduction(5000, tiers)).toMatchObject({
      full_id: 0,
      cut: 0,
      short: 4900,
      next: { full: 9900 },
    });
  });
  it('takes the highest reached tier, tiers do not stack', () => {
    expect(fullReduction(9900, tiers)).toMatchObject({ full: 9900, cut: 1000, short: 10000 });
    expect(fullReduction(25000, tiers)).toMatchObject({
      full: 19900,
      cut: 3000,
      short: 0,
      next: null,
    });
  });
  it('ignores broken tiers (cut above threshold, non-integers, zero cut)', () => {
    expect(
      normaliseTiers([
        { full: 100, cut: 200 },
        { full: 1.5, cut: 1 },
        { full: 100, cut: 0 },
      ]),
    ).toEqual([]);
    expect(fullReduction(100000, [])).toMatchObject({ full_id: 0, cut: 0, short: 0, next: null });
  });
});

describe('cartTotals', () => {
  it('counts only checked, valid lines', () => {
    const t = cartTotals(
      [
        { price: 5000, quantity: 2, isCheck: true },
        { price: 9999, quantity: 1, isCheck: false },
        { price: 7000, quantity: 1, isCheck: true, invalid: true },
      ],
      tiers,
    );
    expect(t).toMatchObject({ goods_amount: 10000, full_cut: 1000, total: 9000, checked_count: 2 });
    expect(t.full_group.goodslist).toHaveLength(1);
  });

  it('prices ten-yuan-three-items lines together and keeps them out of full reduction', () => {
    const t = cartTotals(
      [
        { price: 500, quantity: 2, isCheck: true, type: 17 },
        { price: 800, quantity: 2, isCheck: true, type: 17 },
        { price: 9900, quantity: 1, isCheck: true },
      ],
      tiers,
    );
    // 500,500,800,800 → cheapest 500 alone + group (500,800,800) for 1000 fen.
    expect(t.three_for_ten_saving).toBe(2600 - 1500);
    expect(t.full_cut).toBe(1000);
    expect(t.total).toBe(9900 - 1000 + 1500);
    expect(t.goods_amount).toBe(9900 + 2600);
  });

  it('is zero for an empty or all-unchecked cart', () => {
    expect(cartTotals([], tiers)).toMatchObject({ total: 0, goods_amount: 0, checked_count: 0 });
    expect(cartTotals([{ price: 100, quantity: 1, isCheck: false }], tiers).total).toBe(0);
  });
});
