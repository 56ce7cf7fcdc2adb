/**
 * Calendar days and clock times as the users see them: mainland China is UTC+8 all year (no
 * daylight saving). Daily limits (withdrawals, transfers, uploads) reset at 00:00 China time.
 */
const OFFSET_S = 8 * 3600;
const DAY_S = 86400;

/** Unix seconds of 00:00 China time of the day `now` (Unix seconds) falls in. */
export function chinaDayStart(now: number): number {
  return Math.floor((now + OFFSET_S) / DAY_S) * DAY_S - OFFSET_S;
}

/** `2026-11-23 14:05` in China time. */
export function chinaDateTime(t: number): string {
  return new Date((t + OFFSET_S) * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/** `{ year: '2026', month: '11' }` in China time. */
export function chinaYearMonth(t: number): { year: string; month: string } {
  const iso = new Date((t + OFFSET_S) * 1000).toISOString();
  return { year: iso.slice(0, 4), month: iso.slice(5, 7) };
}
