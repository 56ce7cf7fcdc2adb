import { describe, expect, it } from 'vitest';
import type { ActivityGate } from '../activity-api';
import {
  activityGoodsIdOf,
  activityStateAt,
  couponIdsOf,
  decideBuy,
  gatePromptKey,
  priceView,
  quotaLeft,
  stateBanner,
  threeForTenProgress,
} from './rules';
import '../strings/detail';

const window = { start_at: 1000, end_at: 2000, state: 'running' as const };

describe('activityStateAt / stateBanner (server time)', () => {
  it('is not started before the window, running inside, ended at the end', () => {
    expect(activityStateAt(window, 999)).toBe('not_started');
    expect(activityStateAt(window, 1000)).toBe('running');
    expect(activityStateAt(window, 1999)).toBe('running');
    expect(activityStateAt(window, 2000)).toBe('ended');
  });

  it("keeps the server's 'ended' (an activity switched off) inside the window", () => {
    expect(activityStateAt({ ...window, state: 'ended' }, 1500)).toBe('ended');
  });

  it('moves on from a stale not_started once the start has passed', () => {
    expect(activityStateAt({ ...window, state: 'not_started' }, 1500)).toBe('running');
  });

  it('counts down to the start, then to the end, and not at all when ended', () => {
    expect(stateBanner(window, 500)).toEqual({ state: 'not_started', until: 1000 });
    expect(stateBanner(window, 1500)).toEqual({ state: 'running', until: 2000 });
    expect(stateBanner(window, 2500)).toEqual({ state: 'ended', until: 0 });
  });
});

describe('decideBuy (gate prompts before ordering)', () => {
  const base = {
    gate: 'ok' as ActivityGate,
    bought: 0,
    limit_per_user: 0,
    sold_out: false,
    stock: 10,
  };

  it('goes on when nothing stops it, also logged out (the confirmation asks for login)', () => {
    expect(decideBuy(base, 'running')).toEqual({ kind: 'go' });
    expect(decideBuy({ ...base, gate: 'login' }, 'running')).toEqual({ kind: 'go' });
  });

  it('blocks outside the window and when sold out, before any gate', () => {
    const gated = { ...base, gate: 'not-new' as const };
    expect(decideBuy(gated, 'not_started')).toEqual({ kind: 'blocked', reason: 'not_started' });
    expect(decideBuy(gated, 'ended')).toEqual({ kind: 'blocked', reason: 'ended' });
    expect(decideBuy({ ...gated, sold_out: true }, 'running')).toEqual({
      kind: 'blocked',
      reason: 'sold_out',
    });
    expect(decideBuy({ ...base, stock: 0 }, 'running')).toEqual({
      kind: 'blocked',
      reason: 'sold_out',
    });
  });

  it.each(['unpaid', 'limit', 'not-new', 'first-order', 'finished'] as const)(
    "prompts the server's gate %s",
    (gate) => {
      expect(decideBuy({ ...base, gate }, 'running')).toEqual({ kind: 'gate', gate });
    },
  );

  it('maps every gate to its prompt', () => {
    expect(gatePromptKey('unpaid')).toBe('promoDetail.gate.unpaid');
    expect(gatePromptKey('limit')).toBe('promoDetail.gate.limit');
    expect(gatePromptKey('not-new')).toBe('promoDetail.gate.notNew');
    expect(gatePromptKey('first-order')).toBe('promoDetail.gate.firstOrder');
    expect(gatePromptKey('finished')).toBe('promoDetail.gate.finished');
  });

  it('blocks when bought + quantity passes the per-user limit', () => {
    const limited = { ...base, limit_per_user: 2, bought: 1 };
    expect(decideBuy(limited, 'running', 1)).toEqual({ kind: 'go' });
    expect(decideBuy(limited, 'running', 2)).toEqual({ kind: 'blocked', reason: 'limit' });
    expect(decideBuy({ ...limited, bought: 2 }, 'running')).toEqual({
      kind: 'blocked',
      reason: 'limit',
    });
  });

  it("shows a reached per-user limit as blocked although the server's gate says 'limit'", () => {
    const reached = { ...base, limit_per_user: 1, bought: 1, gate: 'limit' as const };
    expect(decideBuy(reached, 'running')).toEqual({ kind: 'blocked', reason: 'limit' });
    // the new-person count limit (no per-user limit reached) is the gate's prompt
    expect(decideBuy({ ...reached, bought: 0 }, 'running')).toEqual({
      kind: 'gate',
      gate: 'limit',
    });
  });

  it('blocks a points exchange the balance cannot cover; an unknown balance goes on', () => {
    expect(decideBuy(base, 'running', 1, { spend: 300, balance: 299 })).toEqual({
      kind: 'blocked',
      reason: 'points',
    });
    expect(decideBuy(base, 'running', 1, { spend: 300, balance: 300 })).toEqual({ kind: 'go' });
    expect(decideBuy(base, 'running', 1, { spend: 300, balance: null })).toEqual({ kind: 'go' });
  });

  it('caps the quantity by stock, the limit left and 999', () => {
    expect(quotaLeft({ stock: 5, limit_per_user: 0, bought: 0 })).toBe(5);
    expect(quotaLeft({ stock: 5, limit_per_user: 3, bought: 1 })).toBe(2);
    expect(quotaLeft({ stock: 5, limit_per_user: 3, bought: 4 })).toBe(0);
    expect(quotaLeft({ stock: 5000, limit_per_user: 0, bought: 0 })).toBe(999);
  });
});

describe('priceView (price and points)', () => {
  const goods = { price: 1990, original_price: 3990, integral: 0, earn_integral: undefined };

  it('strikes the original price only when it is higher', () => {
    expect(priceView({ ...goods, type: 1 })).toMatchObject({ price: 1990, original: 3990 });
    expect(priceView({ ...goods, type: 1, original_price: 1990 }).original).toBe(0);
  });

  it('takes integral points per unit for a points exchange (3)', () => {
    const v = priceView({ ...goods, type: 3, integral: 300 }, 2);
    expect(v).toMatchObject({ spend: 600, earn: 0, pointsOnly: false });
    expect(priceView({ ...goods, type: 3, price: 0, integral: 500 }).pointsOnly).toBe(true);
  });

  it('earns points per unit for shopping points (16), earn_integral first', () => {
    expect(priceView({ ...goods, type: 16, integral: 20 }, 3)).toMatchObject({
      earn: 60,
      spend: 0,
    });
    expect(priceView({ ...goods, type: 16, integral: 20, earn_integral: 30 }).earn).toBe(30);
  });

  it('shows no points for other types', () => {
    expect(priceView({ ...goods, type: 11, integral: 50 })).toMatchObject({ spend: 0, earn: 0 });
  });
});

describe('threeForTenProgress', () => {
  it('asks for three, then for what completes the group', () => {
    expect(threeForTenProgress(0)).toEqual({ groups: 0, need: 3 });
    expect(threeForTenProgress(1)).toEqual({ groups: 0, need: 2 });
    expect(threeForTenProgress(2)).toEqual({ groups: 0, need: 1 });
    expect(threeForTenProgress(3)).toEqual({ groups: 1, need: 0 });
    expect(threeForTenProgress(7)).toEqual({ groups: 2, need: 2 });
    expect(threeForTenProgress(-1)).toEqual({ groups: 0, need: 3 });
  });
});

describe('query and rules readers', () => {
  it('reads activity_goods_id, else id (activityDetailRoute)', () => {
    expect(activityGoodsIdOf(new URLSearchParams('id=5&goods_id=9'))).toBe(5);
    expect(activityGoodsIdOf(new URLSearchParams('id=5&activity_goods_id=7'))).toBe(7);
    expect(activityGoodsIdOf(new URLSearchParams('id=x'))).toBe(0);
    expect(activityGoodsIdOf(new URLSearchParams(''))).toBe(0);
  });

  it('reads the coupon ids of a coupon-zone activity', () => {
    expect(couponIdsOf({ coupon_ids: [1, '3', 'x', -2] })).toEqual([1, 3]);
    expect(couponIdsOf({})).toEqual([]);
    expect(couponIdsOf(null)).toEqual([]);
  });
});
