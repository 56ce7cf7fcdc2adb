/**
 * The kiosk's one time format (issue 18: screens mixed locale formats): `HH:mm` for a time of
 * today, `YYYY-MM-DD HH:mm` for any other day; the header clock is `HH:mm`. Local time, 24 h,
 * the same in every language. Unix seconds in.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:mm` of a Date (the header clock). */
export function kioskClock(d: Date): string {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `YYYY-MM-DD` of a Date. */
export function kioskDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A moment (Unix seconds): `HH:mm` when it is today (by `nowMs`), else `YYYY-MM-DD HH:mm`. */
export function kioskTime(seconds: number | null | undefined, nowMs: number = Date.now()): string {
  if (!seconds) return '';
  const d = new Date(seconds * 1000);
  const today = kioskDate(new Date(nowMs)) === kioskDate(d);
  return today ? kioskClock(d) : `${kioskDate(d)} ${kioskClock(d)}`;
}

/**
 * The signature the kiosk screens used (seconds, language): the language no longer changes the
 * format, every kiosk screen shows the same one.
 */
export function formatTime(seconds: number | null | undefined, _language?: string): string {
  return kioskTime(seconds);
}
