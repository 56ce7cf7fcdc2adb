/**
 * Weekly opening hours in China time (UTC+8, no daylight saving), pure: open now, the next
 * opening, and the delivery / pick-up time slots (docs/api-local-shop.md "Opening hours").
 * An interval `{ day, open, close }` starts on `day` (0 Sunday) at `open`; `close <= open` means
 * it ends the next day (`00:00`–`00:00` is the whole day).
 */
import { LOCAL_HHMM, type LocalHours } from '../../../shared/contract/local-shop';

const OFFSET_S = 8 * 3600;
const DAY_MIN = 1440;
const WEEK_MIN = 7 * DAY_MIN;
/** A scheduled slot at least this far ahead… */
export const SLOT_LEAD_S = 30 * 60;
/** …and at most this far. */
export const SLOT_MAX_AHEAD_S = 2 * 86400;
export const SLOT_STEP_S = 30 * 60;

const HHMM = LOCAL_HHMM;

export function isHhmm(s: string): boolean {
  return HHMM.test(s);
}

function minutes(s: string): number {
  const m = HHMM.exec(s);
  if (!m) throw new Error(`bad time ${s}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Minute of the China-time week (0 = Sunday 00:00) of Unix second `t`. */
export function weekMinute(t: number): number {
  const local = t + OFFSET_S;
  const day = new Date(local * 1000).getUTCDay();
  const minute = Math.floor((((local % 86400) + 86400) % 86400) / 60);
  return day * DAY_MIN + minute;
}

/** The intervals as [start, end) week minutes (end may pass the week's end). */
function ranges(hours: readonly LocalHours[]): [number, number][] {
  return hours.map((h) => {
    const open = minutes(h.open);
    const close = minutes(h.close);
    const start = h.day * DAY_MIN + open;
    return [start, start + (close > open ? close - open : close + DAY_MIN - open)];
  });
}

export function isOpenAt(hours: readonly LocalHours[], t: number): boolean {
  const w = weekMinute(t);
  return ranges(hours).some(
    ([s, e]) => (w >= s && w < e) || (w + WEEK_MIN >= s && w + WEEK_MIN < e),
  );
}

/** The next opening time (Unix seconds, on a whole minute) when closed at `now`, else null. */
export function nextOpening(hours: readonly LocalHours[], now: number): number | null {
  if (hours.length === 0 || isOpenAt(hours, now)) return null;
  const w = weekMinute(now);
  const base = now - (((now % 60) + 60) % 60);
  let best = Infinity;
  for (const [s] of ranges(hours)) {
    const ahead = (((s - w) % WEEK_MIN) + WEEK_MIN) % WEEK_MIN || WEEK_MIN;
    best = Math.min(best, ahead);
  }
  return base + best * 60;
}

/** Whether a scheduled slot start is allowed: inside the hours, 30 min to 2 days ahead. */
export function slotAllowed(hours: readonly LocalHours[], now: number, start: number): boolean {
  return start >= now + SLOT_LEAD_S && start <= now + SLOT_MAX_AHEAD_S && isOpenAt(hours, start);
}

/** Scheduled slot starts on half hours, 30 min to 2 days ahead, inside the hours. */
export function slotStarts(hours: readonly LocalHours[], now: number): number[] {
  const first = Math.ceil((now + SLOT_LEAD_S) / SLOT_STEP_S) * SLOT_STEP_S;
  const out: number[] = [];
  for (let t = first; t <= now + SLOT_MAX_AHEAD_S; t += SLOT_STEP_S) {
    if (isOpenAt(hours, t)) out.push(t);
  }
  return out;
}

/** Days from `now`'s China day to `t`'s (0 today, 1 tomorrow…) and `HH:MM` of `t`. */
export function chinaDayAndTime(now: number, t: number): { days: number; hhmm: string } {
  const day = (x: number) => Math.floor((x + OFFSET_S) / 86400);
  const iso = new Date((t + OFFSET_S) * 1000).toISOString();
  return { days: day(t) - day(now), hhmm: iso.slice(11, 16) };
}

/** Checks a weekly hours list; returns the problem or null. */
export function hoursProblem(hours: readonly LocalHours[]): string | null {
  if (hours.length > 21) return 'too many';
  for (const h of hours) {
    if (!Number.isInteger(h.day) || h.day < 0 || h.day > 6) return 'day';
    if (!isHhmm(h.open) || !isHhmm(h.close)) return 'time';
  }
  return null;
}
