/**
 * The report screen's date range (issue 18): presets in China dates (the server's days are China
 * days) and the check of a custom range, which names what is wrong instead of showing nothing.
 */
const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** Keep in step with REPORT_MAX_DAYS of shared/contract/cabinet-report.ts. */
export const MAX_DAYS = 93;

export type Preset = 'today' | 'd7' | 'w4' | 'custom';
export const PRESETS: readonly Preset[] = ['today', 'd7', 'w4', 'custom'];

/** `YYYY-MM-DD` of the China day `ms` (Unix milliseconds) falls in. */
export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The range of a preset ending today (China time). */
export function presetRange(preset: Exclude<Preset, 'custom'>, nowMs: number) {
  const end = chinaDate(nowMs);
  const back = preset === 'today' ? 0 : preset === 'd7' ? 6 : 27;
  return { start: chinaDate(nowMs - back * DAY_MS), end };
}

export type RangeProblem = 'startMissing' | 'endMissing' | 'reversed' | 'tooLong';

const isDate = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** What is wrong with a custom range, or null when the report can load. */
export function rangeProblem(start: string, end: string): RangeProblem | null {
  if (!isDate(start)) return 'startMissing';
  if (!isDate(end)) return 'endMissing';
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) return 'reversed';
  if (days > MAX_DAYS) return 'tooLong';
  return null;
}
