/**
 * A custom date range of the kiosk's log filters (issue 18): a start after the end used to show
 * nothing without a word; the screens now refuse it with a message.
 */

/** Whether both days (yyyy-mm-dd) are set and the start is after the end. */
export function isReversedRange(from: string, to: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from > to;
}
