import { describe, expect, it } from 'vitest';
import type { LocalItem } from '../../../shared/contract/local-shop';
import {
  addOne,
  applyQuoteProblems,
  cartInput,
  cartTotals,
  clearCart,
  deliveryGap,
  emptyCart,
  itemQuantity,
  MAX_LINE_QTY,
  quantityOf,
  readCart,
  removeOne,
  setQuantity,
  syncWithMenu,
  writeCart,
} from './cart';
import { memoryStorage } from './test-storage';

function item(
  id: number,
  skus: { sku_id: number; price: number; stock: number }[],
  packing = 100,
): LocalItem {
  return {
    id,
    shop_id: 7,
    menu_category_id: 1,
    name: `dish ${id}`,
    image: '',
    description: '',
    price: Math.min(...skus.map((s) => s.price)),
    packing_fee: packing,
    monthly_sales: 0,
    sold_out: skus.every((s) => s.stock <= 0),
    skus: skus.map((s) => ({ ...s, spec: `spec ${s.sku_id}` })),
  };
}

const noodles = item(1, [{ sku_id: 11, price: 1800, stock: 3 }]);
const rice = item(2, [
  { sku_id: 21, price: 1500, stock: 10 },
  { sku_id: 22, price: 2000, stock: 10 },
]);

describe('local cart', () => {
  it('adds, removes and caps by stock', () => {
    let c = emptyCart(7);
    for (let i = 0; i < 3; i++) c = addOne(c, noodles, noodles.skus[0]!).cart;
    expect(quantityOf(c, 11)).toBe(3);
    const over = addOne(c, noodles, noodles.skus[0]!);
    expect(over.capped).toBe(true);
    expect(quantityOf(over.cart, 11)).toBe(3);
    c = removeOne(c, 11).cart;
    expect(quantityOf(c, 11)).toBe(2);
    c = setQuantity(c, 11, 0).cart;
    expect(c.lines).toHaveLength(0);
  });

  it('caps at MAX_LINE_QTY even with more stock', () => {
    const big = item(3, [{ sku_id: 31, price: 100, stock: 500 }]);
    const r = setQuantity(emptyCart(7), 31, 1000, { item: big, sku: big.skus[0]! });
    expect(quantityOf(r.cart, 31)).toBe(MAX_LINE_QTY);
    expect(r.capped).toBe(true);
  });

  it('sums goods and packing per unit, counts an item over its sizes', () => {
    let c = emptyCart(7);
    c = addOne(c, noodles, noodles.skus[0]!).cart;
    c = addOne(c, noodles, noodles.skus[0]!).cart;
    c = addOne(c, rice, rice.skus[1]!).cart;
    c = addOne(c, rice, rice.skus[0]!).cart;
    expect(cartTotals(c)).toEqual({ count: 4, goods: 1800 * 2 + 2000 + 1500, packing: 400 });
    expect(itemQuantity(c, 2)).toBe(2);
    expect(cartInput(c)).toEqual([
      { sku_id: 11, quantity: 2 },
      { sku_id: 22, quantity: 1 },
      { sku_id: 21, quantity: 1 },
    ]);
  });

  it('says what is missing for delivery', () => {
    expect(deliveryGap(1500, 2000)).toBe(500);
    expect(deliveryGap(2500, 2000)).toBe(0);
  });

  it('keeps one cart per shop and survives a reload', () => {
    const s = memoryStorage();
    const a = addOne(emptyCart(7), noodles, noodles.skus[0]!).cart;
    writeCart(a, s);
    writeCart(addOne(emptyCart(8), rice, rice.skus[0]!).cart, s);
    expect(readCart(7, s)).toEqual(a);
    expect(readCart(8, s).lines[0]?.sku_id).toBe(21);
    clearCart(7, s);
    expect(readCart(7, s).lines).toHaveLength(0);
    expect(readCart(8, s).lines).toHaveLength(1);
  });

  it('drops broken stored lines', () => {
    const s = memoryStorage();
    s.setItem(
      'local:cart:7',
      JSON.stringify({
        lines: [{ sku_id: 'x' }, { sku_id: 11, goods_id: 1, quantity: 2, price: 5 }],
      }),
    );
    expect(readCart(7, s).lines.map((l) => l.sku_id)).toEqual([11]);
    s.setItem('local:cart:7', 'garbage');
    expect(readCart(7, s).lines).toEqual([]);
  });

  it('follows a fresh menu: new prices, cut to stock, sold out removed', () => {
    let c = emptyCart(7);
    c = setQuantity(c, 11, 3, { item: noodles, sku: noodles.skus[0]! }).cart;
    c = setQuantity(c, 21, 2, { item: rice, sku: rice.skus[0]! }).cart;
    const menu = [
      item(1, [{ sku_id: 11, price: 1900, stock: 1 }]),
      item(2, [{ sku_id: 21, price: 1500, stock: 0 }]),
    ];
    const synced = syncWithMenu(c, menu);
    expect(synced.lines).toEqual([
      expect.objectContaining({ sku_id: 11, price: 1900, quantity: 1, stock: 1 }),
    ]);
  });

  it('fixes the problems a quote named', () => {
    let c = emptyCart(7);
    c = setQuantity(c, 11, 3, { item: noodles, sku: noodles.skus[0]! }).cart;
    c = setQuantity(c, 21, 2, { item: rice, sku: rice.skus[0]! }).cart;
    c = setQuantity(c, 22, 1, { item: rice, sku: rice.skus[1]! }).cart;
    const fixed = applyQuoteProblems(c, [
      { sku_id: 11, problem: 'not_enough', stock: 2 },
      { sku_id: 21, problem: 'sold_out', stock: 0 },
      { sku_id: 22, problem: null, stock: 10 },
    ]);
    expect(fixed.lines.map((l) => [l.sku_id, l.quantity])).toEqual([
      [11, 2],
      [22, 1],
    ]);
  });
});
