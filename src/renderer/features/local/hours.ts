/**
 * Opening hours and time slots of the local shop (docs/api-local-shop.md "Opening hours"): weekly
 * intervals in China time (UTC+8, no daylight saving), `day` 0 Sunday … 6 Saturday, `close` <=
 * `open` meaning past midnight. The server decides "open now" and which slots may be ordered;
 * these helpers only display them and build the hours of an application.
 */
import type { LocalHours } from '../../../shared/contract/local-shop';

/** China time is UTC+8 all year. */
const CHINA_OFFSET_S = 8 * 3600;
/** Display order of the hours table: Monday first, as Chinese calendars do. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isHHMM = (s: string) => HHMM.test(s);

/** Minutes after midnight of 'HH:MM'; NaN when malformed. */
export function minutesOf(s: string): number {
  const m = HHMM.exec(s);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
}

/** The weekday (0 Sunday) in China of a Unix time. */
export function chinaDay(unix: number): number {
  return new Date((unix + CHINA_OFFSET_S) * 1000).getUTCDay();
}

/** 'HH:MM' in China of a Unix time. */
export function chinaHHMM(unix: number): string {
  const d = new Date((unix + CHINA_OFFSET_S) * 1000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** Days between the China calendar dates of two Unix times (b − a). */
export function chinaDayDiff(a: number, b: number): number {
  const day = (u: number) => Math.floor((u + CHINA_OFFSET_S) / 86400);
  return day(b) - day(a);
}

export interface HoursRow {
  day: number;
  /** e.g. ['09:00–14:00', '17:00–02:00'] with `overnight` marking intervals past midnight */
  intervals: { open: string; close: string; overnight: boolean }[];
  today: boolean;
}

/** The hours table: one row per weekday, Monday first, today marked; closed days empty. */
export function hoursTable(hours: readonly LocalHours[], now: number): HoursRow[] {
  const today = chinaDay(now);
  return WEEK_ORDER.map((day) => ({
    day,
    today: day === today,
    intervals: hours
      .filter((h) => h.day === day && isHHMM(h.open) && isHHMM(h.close))
      .sort((a, b) => minutesOf(a.open) - minutesOf(b.open))
      .map((h) => ({
        open: h.open,
        close: h.close,
        overnight: minutesOf(h.close) <= minutesOf(h.open),
      })),
  }));
}

/** True when every day has the same single interval (the editor's "same every day" mode). */
export function sameEveryDay(hours: readonly LocalHours[]): { open: string; close: string } | null {
  const first = hours[0];
  if (!first || hours.length !== 7) return null;
  const days = new Set(hours.map((h) => h.day));
  if (days.size !== 7) return null;
  return hours.every((h) => h.open === first.open && h.close === first.close)
    ? { open: first.open, close: first.close }
    : null;
}

export interface DayHours {
  day: number;
  closed: boolean;
  open: string;
  close: string;
}

/** The editor's per-day rows (Monday first) from stored hours (first interval of each day). */
export function editorDays(hours: readonly LocalHours[]): DayHours[] {
  return WEEK_ORDER.map((day) => {
    const h = hours.find((x) => x.day === day);
    return h
      ? { day, closed: false, open: h.open, close: h.close }
      : { day, closed: true, open: '09:00', close: '21:00' };
  });
}

export type HoursError = 'time' | 'same' | 'noDay';

/**
 * The hours of an application from the editor: the same interval every day, or per-day rows.
 * Errors: a malformed time, an interval that opens and closes at the same minute, no open day.
 */
export function buildHours(
  editor: { mode: 'same'; open: string; close: string } | { mode: 'days'; days: DayHours[] },
): { ok: true; hours: LocalHours[] } | { ok: false; error: HoursError; day?: number } {
  const rows: DayHours[] =
    editor.mode === 'same'
      ? WEEK_ORDER.map((day) => ({ day, closed: false, open: editor.open, close: editor.close }))
      : editor.days;
  const hours: LocalHours[] = [];
  for (const r of rows) {
    if (r.closed) continue;
    if (!isHHMM(r.open) || !isHHMM(r.close)) return { ok: false, error: 'time', day: r.day };
    if (r.open === r.close) return { ok: false, error: 'same', day: r.day };
    hours.push({ day: r.day, open: r.open, close: r.close });
  }
  if (hours.length === 0) return { ok: false, error: 'noDay' };
  return { ok: true, hours: hours.sort((a, b) => a.day - b.day) };
}

export type SlotDay = 'today' | 'tomorrow' | 'dayAfter' | 'later';

export interface SlotLabel {
  /** as soon as possible */
  asap: boolean;
  day: SlotDay;
  /** 'HH:MM' China time; '' for asap */
  time: string;
  /** 'MM-DD' China date, for 'later' */
  date: string;
}

/** How a slot start (0 = as soon as possible) reads relative to now, in China time. */
export function slotLabel(start: number, now: number): SlotLabel {
  if (start <= 0) return { asap: true, day: 'today', time: '', date: '' };
  const diff = chinaDayDiff(now, start);
  const day: SlotDay =
    diff <= 0 ? 'today' : diff === 1 ? 'tomorrow' : diff === 2 ? 'dayAfter' : 'later';
  const d = new Date((start + CHINA_OFFSET_S) * 1000);
  const date = `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
  return { asap: false, day, time: chinaHHMM(start), date };
}

/** Slots grouped by their China day, in order (the picker's columns). */
export function groupSlots<S extends { start: number }>(
  slots: readonly S[],
  now: number,
): { day: SlotDay; date: string; slots: S[] }[] {
  const groups: { day: SlotDay; date: string; key: string; slots: S[] }[] = [];
  for (const s of slots) {
    // "as soon as possible" belongs to today's column
    const l = slotLabel(s.start > 0 ? s.start : now, now);
    const key = `${l.day}:${l.date}`;
    let g = groups.find((x) => x.key === key);
    if (!g) {
      g = { day: l.day, date: l.date, key, slots: [] };
      groups.push(g);
    }
    g.slots.push(s);
  }
  return groups.map(({ day, date, slots: ss }) => ({ day, date, slots: ss }));
}
