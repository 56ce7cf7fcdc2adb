import { describe, expect, it } from 'vitest';
import {
  chinaDay,
  chinaMonth,
  chinaYesterday,
  DEFAULT_SIGN_RULES,
  monthBounds,
  signPoints,
  signRulesOf,
  taskPointsOf,
} from './sign.rules';

describe('sign rules', () => {
  it('adds the streak bonus on its day and cycles after the largest bonus day', () => {
    const r = DEFAULT_SIGN_RULES;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 10, 14].map((s) => signPoints(r, s))).toEqual([
      10, 10, 20, 10, 10, 10, 40, 10, 20, 40,
    ]);
    expect(signPoints({ base: 5, streak_bonus: [] }, 30)).toBe(5);
  });

  it('falls back to the defaults for malformed stored rules', () => {
    expect(signRulesOf(null)).toEqual(DEFAULT_SIGN_RULES);
    expect(signRulesOf({ base: -3, streak_bonus: 'x' })).toEqual(DEFAULT_SIGN_RULES);
    expect(
      signRulesOf({
        base: 2,
        streak_bonus: [
          { days: 5, points: 1 },
          { days: 0, points: 9 },
        ],
      }),
    ).toEqual({ base: 2, streak_bonus: [{ days: 5, points: 1 }] });
    expect(taskPointsOf({ download: 7 })).toEqual({ download: 7, share: 5 });
  });

  it('counts days in China time (UTC+8)', () => {
    // 2026-11-30 15:59:59 UTC = 23:59:59 in China; one second later it is December 1st there
    const t = Date.UTC(2026, 10, 30, 15, 59, 59) / 1000;
    expect(chinaDay(t)).toBe(20261130);
    expect(chinaDay(t + 1)).toBe(20261201);
    expect(chinaYesterday(t + 1)).toBe(20261130);
    expect(chinaMonth(t + 1)).toBe('2026-12');
    expect(monthBounds('2026-12')).toEqual([20261201, 20261231]);
  });
});
