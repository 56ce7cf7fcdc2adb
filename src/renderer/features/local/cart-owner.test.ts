// @vitest-environment jsdom
/** Issue 19 (brief D): the food cart is kept per user and shop, and restored on load. */
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalItem } from '../../../shared/contract/local-shop';
import {
  addOne,
  cartKey,
  clearCart,
  currentOwner,
  emptyCart,
  readCart,
  syncWithMenu,
  writeCart,
} from './cart';
import { memoryStorage } from './test-storage';

function item(id: number, stock: number, soldOut = stock <= 0): LocalItem {
  return {
    id,
    shop_id: 7,
    menu_category_id: 1,
    name: `dish ${id}`,
    image: '',
    description: '',
    price: 1000,
    packing_fee: 0,
    monthly_sales: 0,
    sold_out: soldOut,
    skus: [{ sku_id: id * 10, price: 1000, stock, spec: '' }],
  };
}

afterEach(() => localStorage.clear());

describe('food cart per user and shop', () => {
  it('keeps each user’s cart apart on one device', () => {
    const s = memoryStorage();
    const a = item(1, 5);
    writeCart(addOne(emptyCart(7), a, a.skus[0]!).cart, s, 41);
    expect(readCart(7, s, 41).lines).toHaveLength(1);
    expect(readCart(7, s, 42).lines).toHaveLength(0);
    expect(cartKey(7, 41)).toBe('local:cart:u41:7');
  });

  it('a user adopts the guest cart of the shop once, then the guest cart is gone', () => {
    const s = memoryStorage();
    const a = item(1, 5);
    writeCart(addOne(emptyCart(7), a, a.skus[0]!).cart, s, 0);
    const adopted = readCart(7, s, 41);
    expect(adopted.lines).toHaveLength(1);
    writeCart(adopted, s, 41);
    expect(s.getItem(cartKey(7, 0))).toBeNull();
    expect(readCart(7, s, 42).lines).toHaveLength(0);
    clearCart(7, s, 41);
    expect(readCart(7, s, 41).lines).toHaveLength(0);
  });

  it('goes through the kernel storage for the logged-in user and restores after a reload', () => {
    localStorage.setItem('userInfo', JSON.stringify({ user_id: 41 }));
    expect(currentOwner()).toBe(41);
    const a = item(1, 5);
    writeCart(addOne(emptyCart(7), a, a.skus[0]!).cart);
    expect(localStorage.getItem('local:cart:u41:7')).not.toBeNull();
    // "reload": a fresh read from the same storage
    expect(readCart(7).lines.map((l) => l.sku_id)).toEqual([10]);
    localStorage.setItem('userInfo', JSON.stringify({ user_id: 42 }));
    expect(readCart(7).lines).toHaveLength(0);
  });

  it('drops lines whose goods vanished or are sold out when the menu arrives', () => {
    const a = item(1, 5);
    const b = item(2, 5);
    const c = item(3, 5);
    let cart = emptyCart(7);
    for (const i of [a, b, c]) cart = addOne(cart, i, i.skus[0]!).cart;
    const synced = syncWithMenu(cart, [a, item(3, 0)]);
    expect(synced.lines.map((l) => l.goods_id)).toEqual([1]);
  });
});
