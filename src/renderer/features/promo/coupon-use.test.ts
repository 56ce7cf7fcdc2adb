import { describe, expect, it } from 'vitest';
import { afterReceive, centreAction, couponIdsOf, couponUseRoute } from './coupon-use';

describe('coupon use route', () => {
  const zones = [
    { type: 52, couponIds: [1, 3] },
    { type: 53, couponIds: [2, 4] },
  ];

  it('opens the coupon zone that names the coupon', () => {
    expect(couponUseRoute(3, zones)).toBe(
      '/pages/activityList/userCoupon/userCoupon?type=52&coupon_id=3',
    );
    expect(couponUseRoute(4, zones)).toBe(
      '/pages/activityList/userCoupon/userCoupon?type=53&coupon_id=4',
    );
  });

  it('opens the goods list for any other coupon', () => {
    expect(couponUseRoute(6, zones)).toBe('/pages/category/category');
    expect(couponUseRoute(1, [])).toBe('/pages/category/category');
  });

  it('reads coupon ids leniently from activity rules', () => {
    expect(couponIdsOf({ coupon_ids: [1, '3', 'x', -2, 0] })).toEqual([1, 3]);
    expect(couponIdsOf({})).toEqual([]);
    expect(couponIdsOf(null)).toEqual([]);
  });
});

describe('coupon centre action', () => {
  const base = { can_receive: true, my_received: 0, received: 10, total: 100, per_user_limit: 2 };

  it('offers receive, then use once the per-user limit is reached', () => {
    expect(centreAction(base)).toBe('receive');
    const once = afterReceive(base);
    expect(once).toMatchObject({ my_received: 1, received: 11, can_receive: true });
    const twice = afterReceive(once);
    expect(twice).toMatchObject({ my_received: 2, received: 12, can_receive: false });
    expect(centreAction(twice)).toBe('use');
  });

  it('shows sold out when none is left and closed otherwise', () => {
    expect(centreAction({ ...base, can_receive: false, received: 100 })).toBe('sold_out');
    expect(centreAction({ ...base, can_receive: false })).toBe('closed');
    const last = afterReceive({ ...base, received: 99, per_user_limit: 0 });
    expect(last.can_receive).toBe(false);
    expect(centreAction(last)).toBe('use');
  });

  it('says used (not use) when every coupon the user holds of it is used (issue 19)', () => {
    const held = { ...base, can_receive: false, my_received: 2, received: 12 };
    expect(centreAction({ ...held, my_usable: 0 })).toBe('used');
    expect(centreAction({ ...held, my_usable: 1 })).toBe('use');
    expect(afterReceive({ ...base, my_received: 1, my_usable: 0 })).toMatchObject({
      my_received: 2,
      my_usable: 1,
    });
  });
});
