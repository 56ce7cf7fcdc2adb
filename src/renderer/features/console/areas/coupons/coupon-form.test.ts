import { describe, expect, it } from 'vitest';
import {
  chinaLocalToUnix,
  couponFormOf,
  couponInputOf,
  couponQueryString,
  emptyCouponForm,
  parseCouponQuery,
  treeOf,
  unixToChinaLocal,
} from './coupon-form';

describe('coupon form', () => {
  it('reads China-time date-times both ways and refuses impossible ones', () => {
    const s = chinaLocalToUnix('2026-12-01T08:00');
    expect(s).toBe(Date.UTC(2026, 11, 1, 0, 0) / 1000);
    expect(unixToChinaLocal(s)).toBe('2026-12-01T08:00');
    expect(chinaLocalToUnix('2026-02-30T08:00')).toBeNaN();
    expect(chinaLocalToUnix('tomorrow')).toBeNaN();
  });

  it('turns typed yuan, picked goods and validity into the API input and back', () => {
    const v = {
      ...emptyCouponForm(1_800_000_000),
      title: ' 新人券 ',
      kind: 'discount' as const,
      amount: '20',
      rate: '85',
      threshold: '99.9',
      validity: 'days' as const,
      valid_days: '3',
      scope: 'goods' as const,
      goods_ids: [12, 7, 12, 9],
      category_ids: [3],
    };
    const input = couponInputOf(v);
    expect(input).toMatchObject({
      title: '新人券',
      kind: 'discount',
      amount: 2000,
      rate: 85,
      threshold: 9990,
      valid_days: 3,
      scope_ids: [12, 7, 9],
    });
    const back = couponFormOf({
      ...input,
      id: 1,
      scope_ids: [7, 9, 12],
      scope_names: ['', '', ''],
      state: 'running',
      stopped_at: 0,
      received: 0,
      used: 0,
      created_at: 0,
      updated_at: 0,
    });
    expect(back).toMatchObject({
      amount: '20.00',
      rate: '85',
      validity: 'days',
      goods_ids: [7, 9, 12],
      category_ids: [],
    });
    expect(couponInputOf({ ...v, scope: 'categories' }).scope_ids).toEqual([3]);
    expect(couponInputOf({ ...v, kind: 'amount', amount: '5' }).rate).toBe(0);
    expect(couponInputOf({ ...v, scope: 'all' }).scope_ids).toEqual([]);
  });

  it('builds the category tree of the scope select', () => {
    const tree = treeOf([
      { id: 1, parent_id: 0, name: '食品' },
      { id: 2, parent_id: 0, name: '日用' },
      { id: 11, parent_id: 1, name: '零食' },
      { id: 12, parent_id: 1, name: '饮料' },
      { id: 99, parent_id: 50, name: '孤儿' },
    ]);
    expect(tree.map((n) => n.title)).toEqual(['食品', '日用', '孤儿']);
    expect(tree[0]!.children.map((n) => n.value)).toEqual([11, 12]);
    expect(tree[1]!.children).toEqual([]);
  });

  it('keeps list filters in the URL', () => {
    const f = parseCouponQuery(new URLSearchParams('page=2&state=stopped&keyword=新人&limit=7'));
    expect(f).toEqual({ page: 2, limit: 20, state: 'stopped', keyword: '新人' });
    expect(couponQueryString(f)).toBe('page=2&state=stopped&keyword=%E6%96%B0%E4%BA%BA');
    expect(parseCouponQuery(new URLSearchParams('state=bogus')).state).toBeUndefined();
  });
});
