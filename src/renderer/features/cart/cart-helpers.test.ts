import { describe, expect, it } from 'vitest';
import type { CartLineV2, CartTotalsData } from '../../../shared/contract';
import type { CartListData } from '../../core/api/cart';
import {
  allLines,
  applyCheck,
  applyQuantity,
  checkedIds,
  checkoutRoute,
  checkState,
  compactYuan,
  fullReductionParts,
  removeLines,
  savingOf,
  validLines,
} from './cart-helpers';

const TIERS = [
  { full: 9900, cut: 1000 },
  { full: 19900, cut: 3000 },
];

function line(id: number, over: Partial<CartLineV2> = {}): CartLineV2 {
  return {
    id,
    goods_id: id * 10,
    sku_id: id * 100,
    title: `goods ${id}`,
    image: '',
    spec: {},
    price: 1000,
    quantity: 1,
    stock: 50,
    isCheck: true,
    invalid: false,
    seller_id: 1,
    type: 0,
    activity_id: 0,
    invalid_reason: '',
    ...over,
  };
}

const EMPTY_TOTALS: CartTotalsData = {
  goods_amount: 0,
  three_for_ten_saving: 0,
  full_cut: 0,
  total: 0,
  checked_count: 0,
  full_group: { full_id: 0, full: 0, cut: 0, short: 0, next: null, goodslist: [] },
};

function cart(): CartListData {
  return {
    groups: [
      { seller_id: 1, seller_name: '自营', lines: [line(1, { price: 5000 }), line(2)] },
      {
        seller_id: 2,
        seller_name: '鲜果园',
        lines: [line(3, { seller_id: 2, isCheck: false, price: 2500, quantity: 2 })],
      },
    ],
    invalid: [line(4, { invalid: true, invalid_reason: 'off_shelf', isCheck: true })],
    totals: EMPTY_TOTALS,
    cart_count: 5,
    full_discount: TIERS,
  };
}

describe('lines and check state', () => {
  it('lists valid lines by group and then the invalid ones', () => {
    expect(validLines(cart()).map((l) => l.id)).toEqual([1, 2, 3]);
    expect(allLines(cart()).map((l) => l.id)).toEqual([1, 2, 3, 4]);
    expect(validLines(null)).toEqual([]);
  });

  it('a seller is all / some / none checked, ignoring invalid lines', () => {
    const c = cart();
    expect(checkState(c.groups[0]?.lines ?? [])).toBe('all');
    expect(checkState(c.groups[1]?.lines ?? [])).toBe('none');
    expect(checkState(validLines(c))).toBe('some');
    expect(checkState([line(9, { invalid: true })])).toBe('none');
    expect(checkState([])).toBe('none');
  });

  it('checkout takes the checked valid lines only', () => {
    expect(checkedIds(cart())).toEqual([1, 2]);
    expect(checkoutRoute([1, 2])).toBe('pages/subpack/order/confirmationOrder?cart_ids=1,2');
  });
});

describe('optimistic edits', () => {
  it('checking lines recomputes the totals with the full-reduction rule', () => {
    const c = applyCheck(cart(), [3], true);
    expect(checkedIds(c)).toEqual([1, 2, 3]);
    // 5000 + 1000 + 2 × 2500 = 11000 ≥ 9900: 10 yuan off, 89 yuan more for the next tier
    expect(c.totals.goods_amount).toBe(11000);
    expect(c.totals.full_cut).toBe(1000);
    expect(c.totals.total).toBe(10000);
    expect(c.totals.full_group.full_id).toBe(1);
    expect(c.totals.full_group.short).toBe(8900);
    expect(c.totals.full_group.goodslist).toEqual([1, 2, 3]);
  });

  it('never checks an invalid line', () => {
    const c = { ...cart(), invalid: [line(4, { invalid: true, isCheck: false })] };
    expect(applyCheck(c, [4], true).invalid[0]?.isCheck).toBe(false);
    // and it never counts, checked or not
    expect(applyCheck(cart(), [1, 2], true).totals.total).toBe(6000);
  });

  it('unchecking drops the line from the total', () => {
    const c = applyCheck(cart(), [1], false);
    expect(c.totals.total).toBe(1000);
    expect(c.totals.checked_count).toBe(1);
  });

  it('a quantity change moves the badge count and the total', () => {
    const c = applyQuantity(cart(), 2, 4);
    expect(c.groups[0]?.lines[1]?.quantity).toBe(4);
    expect(c.cart_count).toBe(8);
    expect(c.totals.total).toBe(9000);
  });

  it('ten-yuan-three-items lines are bundled', () => {
    const c: CartListData = {
      ...cart(),
      groups: [
        {
          seller_id: 1,
          seller_name: '自营',
          lines: [line(1, { type: 17, price: 500, quantity: 3 })],
        },
      ],
      invalid: [],
    };
    const t = applyCheck(c, [1], true).totals;
    expect(t.total).toBe(1000);
    expect(t.three_for_ten_saving).toBe(500);
    expect(savingOf(t)).toBe(500);
  });

  it('removing lines drops empty seller groups and lowers the badge count', () => {
    const c = removeLines(cart(), [3, 4]);
    expect(c.groups.map((g) => g.seller_id)).toEqual([1]);
    expect(c.invalid).toEqual([]);
    expect(c.cart_count).toBe(2);
  });
});

describe('full-reduction text', () => {
  it('writes whole yuan without decimals', () => {
    expect(compactYuan(1000)).toBe('10');
    expect(compactYuan(1050)).toBe('10.50');
    expect(compactYuan(0)).toBe('0');
  });

  it('shows how much more to spend before the first tier', () => {
    const parts = fullReductionParts(
      { full_id: 0, full: 0, cut: 0, short: 4900, next: { full: 9900, cut: 1000 }, goodslist: [] },
      TIERS,
    );
    expect(parts).toEqual({ reached: null, next: { short: '49.00', cut: '10' } });
  });

  it('shows the reached tier and the next one', () => {
    const parts = fullReductionParts(
      {
        full_id: 1,
        full: 9900,
        cut: 1000,
        short: 8900,
        next: { full: 19900, cut: 3000 },
        goodslist: [1],
      },
      TIERS,
    );
    expect(parts).toEqual({
      reached: { full: '99', cut: '10' },
      next: { short: '89.00', cut: '30' },
    });
  });

  it('at the top tier only the reached one; nothing without tiers', () => {
    const top = { full_id: 2, full: 19900, cut: 3000, short: 0, next: null, goodslist: [1] };
    expect(fullReductionParts(top, TIERS)).toEqual({
      reached: { full: '199', cut: '30' },
      next: null,
    });
    expect(fullReductionParts(top, [])).toBeNull();
    expect(fullReductionParts(undefined, TIERS)).toBeNull();
  });
});
