import { describe, expect, it } from 'vitest';
import type { CouponOption } from '../order/api';
import { parseAddressId, parseSource, safePagePath, withParam } from './checkout-query';
import {
  clientKeyFor,
  forgetClientKey,
  newClientKey,
  type KeyStore,
} from '../../core/platform/client-key';
import { couponChoice, sortCoupons } from './coupon-choice';
import { discountText, surchargeText, yuanText } from '../../core/ui/money-text';
import { defaultMethod, optionKey, payMethodOptions } from './pay-methods';

function memoryStore(): KeyStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const coupon = (id: number, amount: number, end_at = 100, usable = true): CouponOption => ({
  id,
  coupon_id: id + 100,
  title: `c${id}`,
  amount,
  threshold: 0,
  rate: 0,
  reduction: usable ? amount : 0,
  end_at,
  usable,
});

const coupon_discount = 500;

describe('client key per visit', () => {
  it('is made once per visit and kept across calls (double tap, reload)', () => {
    const store = memoryStore();
    let n = 0;
    const make = () => `key-${String(++n).padStart(16, '0')}`;
    const a = clientKeyFor('k1:confirm', store, make);
    expect(clientKeyFor('k1:confirm', store, make)).toBe(a);
    expect(n).toBe(1);
    const b = clientKeyFor('k2:confirm', store, make);
    expect(b).not.toBe(a);
  });

  it('is forgotten after a successful submission, so the next visit gets a new key', () => {
    const store = memoryStore();
    const first = clientKeyFor('v', store);
    forgetClientKey('v', store);
    expect(clientKeyFor('v', store)).not.toBe(first);
  });

  it('replaces a stored value the server would refuse', () => {
    const store = memoryStore();
    store.setItem('checkout:client_key:v', 'short');
    const key = clientKeyFor('v', store);
    expect(key).toMatch(/^[\w-]{16,64}$/);
  });

  it('works without storage and without randomUUID', () => {
    expect(clientKeyFor('v', null)).toMatch(/^[\w-]{16,64}$/);
    const noUuid = { getRandomValues: (a: Uint8Array) => a.fill(171) } as unknown as Crypto;
    expect(newClientKey(noUuid)).toBe('ab'.repeat(16));
    expect(newClientKey(null)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('coupon choice display', () => {
  it('says none when no coupon is usable', () => {
    expect(couponChoice({ coupons: [], coupon_user_id: 0, coupon_discount: 0 })).toEqual({
      kind: 'none',
    });
    expect(
      couponChoice({ coupons: [coupon(1, 900, 1, false)], coupon_user_id: 0, coupon_discount: 0 }),
    ).toEqual({ kind: 'none' });
  });
  it('shows the applied coupon and the server discount', () => {
    const c = coupon(7, 500);
    expect(
      couponChoice({ coupons: [c, coupon(8, 300)], coupon_user_id: 7, coupon_discount }),
    ).toEqual({
      kind: 'used',
      coupon: c,
      discount: 500,
      count: 2,
    });
  });
  it('counts usable coupons when "don\'t use" is chosen', () => {
    expect(
      couponChoice({
        coupons: [coupon(7, 500), coupon(9, 800, 1, false)],
        coupon_user_id: 0,
        coupon_discount: 0,
      }),
    ).toEqual({
      kind: 'unused',
      count: 1,
    });
  });
  it('sorts usable first, the best first, then the earliest expiry', () => {
    const list = sortCoupons([
      coupon(1, 300, 50),
      coupon(4, 900, 5, false),
      coupon(2, 500, 90),
      coupon(3, 500, 10),
    ]);
    expect(list.map((c) => c.id)).toEqual([3, 2, 1, 4]);
  });
});

describe('amounts in fen', () => {
  it('formats yuan, discounts and surcharges exactly', () => {
    expect(yuanText(1230)).toBe('¥12.30');
    expect(yuanText(5)).toBe('¥0.05');
    expect(discountText(1999)).toBe('-¥19.99');
    expect(discountText(0)).toBe('¥0.00');
    expect(surchargeText(800)).toBe('+¥8.00');
    expect(surchargeText(0)).toBe('');
  });
});

describe('pay methods', () => {
  it('disables the wallets that do not cover the amount (points 1:1 fen)', () => {
    const options = payMethodOptions(5000, { balance: 4999, reward_money: 5000, integral: 9000 });
    expect(options.map((o) => [o.method, o.enabled, o.reason])).toEqual([
      ['online', true, ''],
      ['balance', false, 'insufficient'],
      ['reward', true, ''],
      ['integral', true, ''],
    ]);
    expect(options[1]?.available).toBe(4999);
    expect(defaultMethod(options)).toBe('online');
  });
  it('keeps wallets off when the wallet could not be read', () => {
    const options = payMethodOptions(100, null);
    expect(options.filter((o) => o.enabled).map((o) => o.method)).toEqual(['online']);
    expect(options[2]?.reason).toBe('unknown');
  });
  it('offers one online row per way the server names, each selected by its own key (issue 22)', () => {
    const options = payMethodOptions(100, null, [
      { provider: 'wechatpay', channel: 'h5' },
      { provider: 'alipay', channel: 'h5' },
      { provider: 'sandbox', channel: 'cashier' },
    ]);
    expect(options.map(optionKey)).toEqual([
      'online:wechatpay:h5',
      'online:alipay:h5',
      'online:sandbox:cashier',
      'balance',
      'reward',
      'integral',
    ]);
    expect(options.slice(0, 3).every((o) => o.method === 'online' && o.enabled)).toBe(true);
    // an empty or unknown list: the one generic online row (the server picks its first)
    expect(payMethodOptions(100, null, []).map(optionKey)[0]).toBe('online');
    expect(payMethodOptions(100, null, null)[0]?.channel).toBeUndefined();
  });
});

describe('confirmation query', () => {
  const q = (s: string) => new URLSearchParams(s);
  it('reads the three sources', () => {
    expect(parseSource(q('cart_ids=3,1,3'))).toEqual({ kind: 'cart', cart_ids: [3, 1] });
    expect(parseSource(q('goods_id=5&sku_id=9&num=2'))).toEqual({
      kind: 'goods',
      goods_id: 5,
      sku_id: 9,
      num: 2,
    });
    expect(parseSource(q('activity_goods_id=4'))).toEqual({
      kind: 'activity',
      activity_goods_id: 4,
      num: 1,
    });
  });
  it('refuses a query that names nothing valid', () => {
    expect(parseSource(q(''))).toBeNull();
    expect(parseSource(q('cart_ids=1,x'))).toBeNull();
    expect(parseSource(q('goods_id=5'))).toBeNull();
    expect(parseAddressId(q('address_id=-1'))).toBeUndefined();
    expect(parseAddressId(q('address_id=12'))).toBe(12);
  });
  it('sets a parameter on a path and follows only in-app targets', () => {
    expect(withParam('pages/a/b?cart_ids=1%2C2&address_id=3', 'address_id', 9)).toBe(
      'pages/a/b?cart_ids=1%2C2&address_id=9',
    );
    expect(withParam('pages/a/b', 'x', 1)).toBe('pages/a/b?x=1');
    expect(safePagePath('/pages/subpack/order/confirmationOrder?cart_ids=1')).toBe(
      'pages/subpack/order/confirmationOrder?cart_ids=1',
    );
    expect(safePagePath('https://evil.example/')).toBeNull();
    expect(safePagePath('javascript:alert(1)')).toBeNull();
  });
});
