// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLineV2, CartTotalsData } from '../../../shared/contract';
import * as cartApi from '../../core/api/cart';
import type { CartListData } from '../../core/api/cart';
import type { RootStore } from '../../core/stores/root-store';
import { CartModel, QUANTITY_DEBOUNCE_MS } from './cart-model';

vi.mock('../../core/api/cart', () => ({
  getCartList: vi.fn(),
  addCart: vi.fn(),
  checkCart: vi.fn(),
  delCart: vi.fn(),
}));

function reply<T>(code: number, data: unknown, message = ''): Promise<T> {
  return Promise.resolve({ code, message, data } as T);
}

const TOTALS: CartTotalsData = {
  goods_amount: 0,
  three_for_ten_saving: 0,
  full_cut: 0,
  total: 0,
  checked_count: 0,
  full_group: { full_id: 0, full: 0, cut: 0, short: 0, next: null, goodslist: [] },
};

function line(id: number, over: Partial<CartLineV2> = {}): CartLineV2 {
  return {
    id,
    goods_id: id,
    sku_id: id * 10,
    title: `g${id}`,
    image: '',
    spec: {},
    price: 1000,
    quantity: 1,
    stock: 5,
    isCheck: true,
    invalid: false,
    seller_id: 1,
    type: 0,
    activity_id: 0,
    invalid_reason: '',
    ...over,
  };
}

/** What the fake server holds; cart_list answers from it. */
let server: { lines: CartLineV2[] };

function serverCart(): CartListData {
  const count = server.lines.reduce((a, l) => a + l.quantity, 0);
  const total = server.lines.filter((l) => l.isCheck).reduce((a, l) => a + l.price * l.quantity, 0);
  return {
    groups: [{ seller_id: 1, seller_name: 's', lines: server.lines.map((l) => ({ ...l })) }],
    invalid: [],
    totals: { ...TOTALS, total, goods_amount: total },
    cart_count: count,
    full_discount: [],
  };
}

function fakeRoot() {
  const cart = { setCount: vi.fn(), setTotal: vi.fn() };
  return { root: { cart } as unknown as RootStore, cart };
}

beforeEach(() => {
  vi.useFakeTimers();
  server = { lines: [line(1), line(2, { price: 500, quantity: 2 })] };
  vi.mocked(cartApi.getCartList).mockImplementation(() => reply(200, serverCart()));
  vi.mocked(cartApi.addCart).mockImplementation((_g, sku, num = 1) => {
    const l = server.lines.find((x) => x.sku_id === sku);
    if (!l) return reply(422, null, 'no');
    if (num > l.stock) return reply(423, null, `库存不足，最多可购买${l.stock}件`);
    l.quantity = num;
    return reply(200, { cart_count: serverCart().cart_count, quantity: num });
  });
  vi.mocked(cartApi.checkCart).mockImplementation((ids, on) => {
    for (const l of server.lines) if (ids === 'all' || ids.includes(l.id)) l.isCheck = on;
    return reply(200, { cart_count: serverCart().cart_count });
  });
  vi.mocked(cartApi.delCart).mockImplementation((ids) => {
    server.lines = server.lines.filter((l) => !ids.includes(l.id));
    return reply(200, { cart_count: serverCart().cart_count });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS + 10);
  await vi.runAllTimersAsync();
}

describe('CartModel', () => {
  it('loads the cart and sets the badge and total', async () => {
    const { root, cart } = fakeRoot();
    const m = new CartModel(root);
    expect(await m.load()).toBe(true);
    expect(m.status).toBe('ready');
    expect(m.lines.map((l) => l.id)).toEqual([1, 2]);
    expect(cart.setCount).toHaveBeenLastCalledWith(3);
    expect(cart.setTotal).toHaveBeenLastCalledWith(2000);
  });

  it('shows a failed first load as an error', async () => {
    vi.mocked(cartApi.getCartList).mockRejectedValueOnce(new Error('offline'));
    const m = new CartModel(fakeRoot().root);
    expect(await m.load()).toBe(false);
    expect(m.status).toBe('error');
  });

  it('sends one quantity after the stepper is still, then shows the server totals', async () => {
    const m = new CartModel(fakeRoot().root);
    await m.load();
    const first = m.lines[0] as CartLineV2;
    m.setQuantity(first, 2);
    m.setQuantity(first, 3);
    // instant feedback by the shared rule
    expect(m.data?.totals.total).toBe(4000);
    expect(cartApi.addCart).not.toHaveBeenCalled();
    await settle();
    expect(cartApi.addCart).toHaveBeenCalledTimes(1);
    expect(cartApi.addCart).toHaveBeenCalledWith(1, 10, 3, 'set');
    expect(m.lines[0]?.quantity).toBe(3);
    expect(m.data?.totals.total).toBe(4000);
  });

  it('goes back to the server quantity when the server refuses (423)', async () => {
    const m = new CartModel(fakeRoot().root);
    await m.load();
    m.setQuantity(m.lines[0] as CartLineV2, 9);
    expect(m.lines[0]?.quantity).toBe(9);
    await settle();
    expect(m.lines[0]?.quantity).toBe(1);
    expect(server.lines[0]?.quantity).toBe(1);
  });

  it('ignores quantities below 1 (an emptied stepper input)', async () => {
    const m = new CartModel(fakeRoot().root);
    await m.load();
    m.setQuantity(m.lines[0] as CartLineV2, 0);
    await settle();
    expect(cartApi.addCart).not.toHaveBeenCalled();
  });

  it('checks a line, a seller and all, each followed by a reload', async () => {
    const m = new CartModel(fakeRoot().root);
    await m.load();
    await m.toggleLine(m.lines[0] as CartLineV2);
    expect(cartApi.checkCart).toHaveBeenLastCalledWith([1], false);
    expect(m.allState).toBe('some');
    expect(m.data?.totals.total).toBe(1000);
    await m.toggleSeller(1);
    expect(cartApi.checkCart).toHaveBeenLastCalledWith([1, 2], true);
    expect(m.allState).toBe('all');
    await m.toggleAll();
    expect(cartApi.checkCart).toHaveBeenLastCalledWith([1, 2], false);
    expect(m.allState).toBe('none');
    expect(m.checkedIds).toEqual([]);
    expect(cartApi.getCartList).toHaveBeenCalledTimes(4);
  });

  it('drops a reload that answers while changes are on their way', async () => {
    const m = new CartModel(fakeRoot().root);
    await m.load();
    m.setQuantity(m.lines[0] as CartLineV2, 2);
    // a pull to refresh now must not put the old quantity back
    await m.load();
    expect(m.lines[0]?.quantity).toBe(2);
    await settle();
    expect(m.lines[0]?.quantity).toBe(2);
  });

  it('removes lines and sends waiting quantities on flush', async () => {
    const m = new CartModel(fakeRoot().root);
    await m.load();
    m.setQuantity(m.lines[1] as CartLineV2, 3);
    m.flush();
    await vi.runAllTimersAsync();
    expect(cartApi.addCart).toHaveBeenCalledWith(2, 20, 3, 'set');
    await m.remove([1]);
    expect(cartApi.delCart).toHaveBeenCalledWith([1]);
    expect(m.lines.map((l) => l.id)).toEqual([2]);
    await m.remove([2]);
    expect(m.isEmpty).toBe(true);
  });
});
