import { describe, expect, it } from 'vitest';
import {
  addMonths,
  chinaDate,
  compareMonths,
  daysInMonth,
  monthGrid,
  monthKey,
  nextStreakBonus,
  streakCycle,
} from './sign-calendar';

describe('sign calendar', () => {
  it('takes the China date of the server moment', () => {
    // 2026-11-21 17:00 UTC is already 2026-11-22 01:00 in China
    expect(chinaDate(Date.UTC(2026, 10, 21, 17, 0))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(chinaDate(Date.UTC(2026, 10, 21, 15, 59))).toEqual({ year: 2026, month: 11, day: 21 });
    expect(chinaDate(Date.UTC(2026, 11, 31, 16, 0))).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('formats the month parameter and moves across years', () => {
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(compareMonths({ year: 2026, month: 1 }, { year: 2025, month: 12 })).toBe(1);
  });

  it('knows the month lengths, leap years included', () => {
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2026, month: 11 })).toBe(30);
  });

  it('lays the month out in weeks from Sunday', () => {
    // 1 November 2026 is a Sunday; 30 days → 5 weeks
    const nov = monthGrid({ year: 2026, month: 11 });
    expect(nov).toHaveLength(5);
    expect(nov[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(nov[4]).toEqual([29, 30, null, null, null, null, null]);
    // 1 January 2027 is a Friday
    const jan = monthGrid({ year: 2027, month: 1 });
    expect(jan[0]).toEqual([null, null, null, null, null, 1, 2]);
    expect(jan.flat().filter((d) => d !== null)).toHaveLength(31);
  });

  it('finds the next streak bonus', () => {
    const bonuses = [
      { days: 7, points: 50 },
      { days: 3, points: 10 },
    ];
    expect(nextStreakBonus(0, bonuses)).toEqual({ days: 3, points: 10, left: 3 });
    expect(nextStreakBonus(3, bonuses)).toEqual({ days: 7, points: 50, left: 4 });
    // the bonuses repeat after the largest bonus day: day 10, then 14
    expect(nextStreakBonus(7, bonuses)).toEqual({ days: 10, points: 10, left: 3 });
    expect(nextStreakBonus(12, bonuses)).toEqual({ days: 14, points: 50, left: 2 });
    expect(nextStreakBonus(0, [])).toBeNull();
    expect(streakCycle(bonuses)).toBe(7);
  });
});
