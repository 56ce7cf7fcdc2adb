import { describe, expect, it } from 'vitest';
import type { GoodsProp, SkuItem } from '../../../../shared/contract';
import {
  availability,
  clampQuantity,
  initialSelection,
  isValueAvailable,
  maxQuantity,
  missingProps,
  skuOf,
  specText,
  toggleValue,
} from './sku';

const PROPS: GoodsProp[] = [
  { name: '颜色', values: ['红', '蓝', '黑'] },
  { name: '尺码', values: ['S', 'M', 'L'] },
];

let nextId = 1;
function sku(color: string, size: string, stock: number): SkuItem {
  return {
    id: nextId++,
    spec: { 颜色: color, 尺码: size },
    price: 1000,
    market_price: 0,
    stock,
    image: '',
  };
}

// 红: S M L in stock; 蓝: only M in stock (S sold out, no L SKU); 黑: everything sold out.
const SKUS: SkuItem[] = [
  sku('红', 'S', 5),
  sku('红', 'M', 1),
  sku('红', 'L', 9),
  sku('蓝', 'S', 0),
  sku('蓝', 'M', 3),
  sku('黑', 'S', 0),
  sku('黑', 'M', 0),
];

describe('isValueAvailable', () => {
  it('with nothing chosen, a value is available when any in-stock SKU has it', () => {
    expect(isValueAvailable(SKUS, {}, '颜色', '红')).toBe(true);
    expect(isValueAvailable(SKUS, {}, '颜色', '蓝')).toBe(true);
    expect(isValueAvailable(SKUS, {}, '颜色', '黑')).toBe(false);
    expect(isValueAvailable(SKUS, {}, '尺码', 'L')).toBe(true);
  });

  it('disables the combinations that are sold out or do not exist given the other choice', () => {
    // 蓝 chosen: S is sold out, L does not exist, M is fine.
    expect(isValueAvailable(SKUS, { 颜色: '蓝' }, '尺码', 'S')).toBe(false);
    expect(isValueAvailable(SKUS, { 颜色: '蓝' }, '尺码', 'L')).toBe(false);
    expect(isValueAvailable(SKUS, { 颜色: '蓝' }, '尺码', 'M')).toBe(true);
    // L chosen: only 红 has it.
    expect(isValueAvailable(SKUS, { 尺码: 'L' }, '颜色', '红')).toBe(true);
    expect(isValueAvailable(SKUS, { 尺码: 'L' }, '颜色', '蓝')).toBe(false);
  });

  it("ignores the prop's own current choice, so switching a value needs no clearing", () => {
    // 蓝 + M chosen: 红 is still available for 颜色 because 红/M is in stock.
    expect(isValueAvailable(SKUS, { 颜色: '蓝', 尺码: 'M' }, '颜色', '红')).toBe(true);
    // 红 + L chosen: 蓝 is not, because 蓝/L does not exist.
    expect(isValueAvailable(SKUS, { 颜色: '红', 尺码: 'L' }, '颜色', '蓝')).toBe(false);
  });
});

describe('availability', () => {
  it('marks availability and the selected value per prop', () => {
    const rows = availability(PROPS, SKUS, { 颜色: '蓝' });
    expect(rows[0]?.values).toEqual([
      { value: '红', available: true, selected: false },
      { value: '蓝', available: true, selected: true },
      { value: '黑', available: false, selected: false },
    ]);
    expect(rows[1]?.values.map((v) => v.available)).toEqual([false, true, false]);
  });
});

describe('skuOf and missingProps', () => {
  it('finds the SKU only for a complete selection', () => {
    expect(skuOf(PROPS, SKUS, { 颜色: '红' })).toBeUndefined();
    expect(skuOf(PROPS, SKUS, { 颜色: '红', 尺码: 'L' })?.stock).toBe(9);
    expect(skuOf(PROPS, SKUS, { 颜色: '蓝', 尺码: 'L' })).toBeUndefined();
    expect(missingProps(PROPS, { 颜色: '红' })).toEqual(['尺码']);
    expect(missingProps(PROPS, {})).toEqual(['颜色', '尺码']);
  });

  it('a goods without props has its only SKU', () => {
    const only = sku('', '', 2);
    expect(skuOf([], [only], {})).toBe(only);
    expect(skuOf([], [only, sku('', '', 1)], {})).toBeUndefined();
  });
});

describe('toggleValue', () => {
  it('chooses, switches and clears values and ignores unavailable ones', () => {
    let s = toggleValue(SKUS, {}, '颜色', '蓝');
    expect(s).toEqual({ 颜色: '蓝' });
    expect(toggleValue(SKUS, s, '尺码', 'S')).toBe(s);
    s = toggleValue(SKUS, s, '尺码', 'M');
    expect(s).toEqual({ 颜色: '蓝', 尺码: 'M' });
    s = toggleValue(SKUS, s, '颜色', '红');
    expect(s).toEqual({ 颜色: '红', 尺码: 'M' });
    expect(toggleValue(SKUS, s, '颜色', '黑')).toBe(s);
    expect(toggleValue(SKUS, s, '颜色', '红')).toEqual({ 颜色: undefined, 尺码: 'M' });
  });
});

describe('initialSelection', () => {
  it('starts from the SKU of the link when it is in stock', () => {
    const target = SKUS[2];
    expect(initialSelection(PROPS, SKUS, target?.id)).toEqual({ 颜色: '红', 尺码: 'L' });
  });

  it('starts empty for a sold-out or unknown SKU', () => {
    expect(initialSelection(PROPS, SKUS, SKUS[3]?.id)).toEqual({});
    expect(initialSelection(PROPS, SKUS, 99999)).toEqual({});
    expect(initialSelection(PROPS, SKUS)).toEqual({});
  });

  it('picks the only SKU of a single-SKU goods', () => {
    const one = [sku('红', 'S', 3)];
    expect(initialSelection(PROPS, one)).toEqual({ 颜色: '红', 尺码: 'S' });
    expect(initialSelection(PROPS, [sku('红', 'S', 0)])).toEqual({});
  });
});

describe('quantities and text', () => {
  it('limits the quantity to the stock and 999', () => {
    expect(maxQuantity(undefined)).toBe(999);
    expect(maxQuantity(SKUS[1])).toBe(1);
    expect(maxQuantity({ ...sku('红', 'S', 5000) })).toBe(999);
    expect(maxQuantity(SKUS[3])).toBe(1);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('joins the chosen values', () => {
    expect(specText({ 颜色: '红', 尺码: undefined })).toBe('红');
    expect(specText({ 颜色: '红', 尺码: 'M' })).toBe('红 / M');
  });
});
