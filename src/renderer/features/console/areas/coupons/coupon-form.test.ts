import { describe, expect, it } from 'vitest';
import {
  chinaLocalToUnix,
  couponFormOf,
  couponInputOf,
  couponQueryString,
  emptyCouponForm,
  idsValid,
  parseCouponQuery,
  parseIds,
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

  it('turns typed yuan, ids and validity into the API input and back', () => {
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
      scope_ids: '12, 7 12，9',
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
      scope_ids: '7, 9, 12',
    });
    expect(couponInputOf({ ...v, kind: 'amount', amount: '5' }).rate).toBe(0);
    expect(couponInputOf({ ...v, scope: 'all' }).scope_ids).toEqual([]);
  });

  it('parses ids leniently', () => {
    expect(parseIds('1 2,x,-3, 2')).toEqual([1, 2]);
    expect(idsValid('1 2,3')).toBe(true);
    expect(idsValid('1 x')).toBe(false);
    expect(idsValid(' ')).toBe(false);
  });

  it('keeps list filters in the URL', () => {
    const f = parseCouponQuery(new URLSearchParams('page=2&state=stopped&keyword=新人&limit=7'));
    expect(f).toEqual({ page: 2, limit: 20, state: 'stopped', keyword: '新人' });
    expect(couponQueryString(f)).toBe('page=2&state=stopped&keyword=%E6%96%B0%E4%BA%BA');
    expect(parseCouponQuery(new URLSearchParams('state=bogus')).state).toBeUndefined();
  });
});
