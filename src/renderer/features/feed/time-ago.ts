/**
 * "Time ago" of a feed post or comment, from server time (UI.md: never the phone's clock alone):
 * under a minute "just now", then minutes, hours, days; from 7 days on the date (locale format).
 */
export type TimeAgo =
  | { key: 'justNow' }
  | { key: 'minutesAgo' | 'hoursAgo' | 'daysAgo'; n: number }
  | { key: 'date'; date: Date };

const MIN = 60;
const HOUR = 3600;
const DAY = 86400;

/** `createdAt` in Unix seconds, `nowMs` in ms. */
export function timeAgo(createdAt: number, nowMs: number): TimeAgo {
  const diff = Math.max(0, Math.floor(nowMs / 1000) - createdAt);
  if (diff < MIN) return { key: 'justNow' };
  if (diff < HOUR) return { key: 'minutesAgo', n: Math.floor(diff / MIN) };
  if (diff < DAY) return { key: 'hoursAgo', n: Math.floor(diff / HOUR) };
  if (diff < 7 * DAY) return { key: 'daysAgo', n: Math.floor(diff / DAY) };
  return { key: 'date', date: new Date(createdAt * 1000) };
}
