import { formatDateTime as kernelDateTime } from '../../core/i18n/format';

/** Date and time of a Unix-seconds timestamp: "2026-11-21 20:00" (core/i18n/format.ts). */
export function formatDateTime(seconds: number, _locale?: string): string {
  return kernelDateTime(seconds);
}
