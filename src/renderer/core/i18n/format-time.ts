/** Date and time of the order screens (Unix seconds in, local `2026-11-27 14:05:09` out): the
 * one format of ./format.ts (issue 19). */
import { formatDateTimeSeconds } from './format';

export function formatTime(seconds: number, language?: string): string {
  return formatDateTimeSeconds(seconds, language);
}
