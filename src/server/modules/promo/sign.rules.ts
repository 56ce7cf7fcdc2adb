/**
 * Sign-in rules as pure functions (docs/api-promotions.md "Sign-in"): China calendar days as
 * yyyymmdd numbers, and the points of a sign-in from the rules of app_config `sign_rules`.
 */

import type { SignRules, StreakBonus } from '../../../shared/contract/promo';

export type { SignRules, StreakBonus };

const OFFSET_S = 8 * 3600;
const DAY_S = 86400;

export interface TaskPoints {
  download: number;
  share: number;
}

export const DEFAULT_SIGN_RULES: SignRules = {
  base: 10,
  streak_bonus: [
    { days: 3, points: 10 },
    { days: 7, points: 30 },
  ],
};

export const DEFAULT_TASK_POINTS: TaskPoints = { download: 100, share: 5 };

const count = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : fallback;

/** The rules from a stored value; anything malformed falls back to the defaults. */
export function signRulesOf(v: unknown): SignRules {
  if (!v || typeof v !== 'object') return DEFAULT_SIGN_RULES;
  const o = v as { base?: unknown; streak_bonus?: unknown };
  const bonus = Array.isArray(o.streak_bonus)
    ? o.streak_bonus
        .map((b: unknown) => {
          const x = (b ?? {}) as { days?: unknown; points?: unknown };
          return { days: count(x.days, 0), points: count(x.points, 0) };
        })
        .filter((b) => b.days > 0)
        .sort((a, b) => a.days - b.days)
    : DEFAULT_SIGN_RULES.streak_bonus;
  return { base: count(o.base, DEFAULT_SIGN_RULES.base), streak_bonus: bonus };
}

export function taskPointsOf(v: unknown): TaskPoints {
  const o = (v && typeof v === 'object' ? v : {}) as { download?: unknown; share?: unknown };
  return {
    download: count(o.download, DEFAULT_TASK_POINTS.download),
    share: count(o.share, DEFAULT_TASK_POINTS.share),
  };
}

/**
 * Points of the sign-in that makes a streak of `streak` days: the base plus the bonus of the
 * streak's position in its cycle (the cycle is the largest bonus day: with bonuses on days 3
 * and 7, days 10 and 14 earn them again).
 */
export function signPoints(rules: SignRules, streak: number): number {
  const cycle = rules.streak_bonus.reduce((m, b) => Math.max(m, b.days), 0);
  const pos = cycle > 0 ? ((Math.max(1, streak) - 1) % cycle) + 1 : streak;
  return rules.streak_bonus
    .filter((b) => b.days === pos)
    .reduce((sum, b) => sum + b.points, rules.base);
}

/** yyyymmdd of the China calendar day `t` (Unix seconds) falls in. */
export function chinaDay(t: number): number {
  const iso = new Date((t + OFFSET_S) * 1000).toISOString();
  return Number(iso.slice(0, 4) + iso.slice(5, 7) + iso.slice(8, 10));
}

/** yyyymmdd of the day before the China day `t` falls in. */
export function chinaYesterday(t: number): number {
  return chinaDay(t - DAY_S);
}

/** `yyyy-MM` of the China month `t` falls in. */
export function chinaMonth(t: number): string {
  return new Date((t + OFFSET_S) * 1000).toISOString().slice(0, 7);
}

/** The yyyymmdd bounds of a `yyyy-MM` month (inclusive, day 01 to 31). */
export function monthBounds(month: string): [number, number] {
  const base = Number(month.slice(0, 4) + month.slice(5, 7)) * 100;
  return [base + 1, base + 31];
}
