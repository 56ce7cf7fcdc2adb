/**
 * The one display format of points and dates in the h5 app (UI.md "Text"; issue 19: "1200" vs
 * "1,200" points and "2026/11/26" vs "2026-11-27" dates were both shown). Every screen formats
 * through these:
 * - points: whole numbers with thousands grouping, `1,200` (the same in zh-CN and en);
 * - dates: `2026-11-27`, date and time `2026-11-27 14:05`, with seconds `2026-11-27 14:05:09`,
 *   in the phone's local time, 24-hour, the same in both languages (as Chinese malls show them,
 *   and unambiguous in English).
 */
import { i18n } from '.';

/** Points (an integer) with thousands grouping: 12,345. */
export function formatPoints(n: number, lang: string = i18n.language): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en' : 'zh-CN', {
    maximumFractionDigits: 0,
    useGrouping: true,
  }).format(n);
}

const pad = (n: number) => String(n).padStart(2, '0');

function parts(seconds: number) {
  const d = new Date(seconds * 1000);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    hm: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
    s: pad(d.getSeconds()),
  };
}

/** Unix seconds as `2026-11-27 14:05` (local time); '' for 0 or less. `lang` is accepted for
 * callers that pass it; the format is the same in every language. */
export function formatDateTime(seconds: number, _lang?: string): string {
  if (!seconds || seconds <= 0) return '';
  const p = parts(seconds);
  return `${p.date} ${p.hm}`;
}

/** Unix seconds as `2026-11-27` (local date); '' for 0 or less. */
export function formatDate(seconds: number, _lang?: string): string {
  if (!seconds || seconds <= 0) return '';
  return parts(seconds).date;
}

/** Unix seconds as `2026-11-27 14:05:09` (local time); '' for 0 or less. */
export function formatDateTimeSeconds(seconds: number, _lang?: string): string {
  if (!seconds || seconds <= 0) return '';
  const p = parts(seconds);
  return `${p.date} ${p.hm}:${p.s}`;
}

/** Unix seconds as `11-27 14:05` (a date of this year with its time); '' for 0 or less. */
export function formatMonthDayTime(seconds: number): string {
  if (!seconds || seconds <= 0) return '';
  const p = parts(seconds);
  return `${p.date.slice(5)} ${p.hm}`;
}

/** Unix seconds as `14:05`; '' for 0 or less. */
export function formatClock(seconds: number): string {
  if (!seconds || seconds <= 0) return '';
  return parts(seconds).hm;
}
