/**
 * Date arithmetic of the sign-in calendar. The server counts sign-in days in China time (UTC+8,
 * src/server/lib/china-time.ts), so "today" here is the China date of the server clock, never
 * the phone's own date.
 */

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export interface ChinaDate extends YearMonth {
  day: number;
}

/** The China-time date of a moment (ms since the epoch). */
export function chinaDate(ms: number): ChinaDate {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** `2026-11` (the `month` parameter of get_sign_info). */
export function monthKey({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month `delta` months from `ym`. */
export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The month as weeks of seven cells starting on Sunday (as Chinese wall calendars do); `null`
 * pads the days of the neighbouring months.
 */
export function monthGrid(ym: YearMonth): (number | null)[][] {
  const first = new Date(Date.UTC(ym.year, ym.month - 1, 1)).getUTCDay();
  const cells: (number | null)[] = Array.from({ length: first }, () => null);
  for (let d = 1; d <= daysInMonth(ym); d++) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/**
 * The next streak bonus ahead of a streak of `streak` days: the streak day it comes on, its
 * points and the sign-ins left to it. The bonuses repeat in a cycle as long as the largest bonus
 * day (as the server counts them: with bonuses on days 3 and 7, days 10 and 14 earn them again).
 */
export function nextStreakBonus(
  streak: number,
  bonuses: readonly { days: number; points: number }[],
): { days: number; points: number; left: number } | null {
  const cycle = bonuses.reduce((m, b) => Math.max(m, b.days), 0);
  for (let left = 1; left <= cycle; left++) {
    const day = Math.max(0, streak) + left;
    const pos = ((day - 1) % cycle) + 1;
    const points = bonuses.filter((b) => b.days === pos).reduce((sum, b) => sum + b.points, 0);
    if (points > 0) return { days: day, points, left };
  }
  return null;
}

/** The length of the bonus cycle (the largest bonus day), 0 without bonuses. */
export function streakCycle(bonuses: readonly { days: number }[]): number {
  return bonuses.reduce((m, b) => Math.max(m, b.days), 0);
}
