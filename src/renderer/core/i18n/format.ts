/** Locale formatting of points and times for the wallet screens (UI.md "Text"). */
import { i18n } from '.';

/** Points (an integer) with the locale's grouping: 12,345. */
export function formatPoints(n: number, lang: string = i18n.language): string {
  return new Intl.NumberFormat(lang || 'zh-CN', { maximumFractionDigits: 0 }).format(n);
}

/** Unix seconds as a local date and time to the minute; '' for 0 or less. */
export function formatDateTime(seconds: number, lang: string = i18n.language): string {
  if (!seconds || seconds <= 0) return '';
  return new Date(seconds * 1000).toLocaleString(lang || 'zh-CN', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/** Unix seconds as a local date; '' for 0 or less. */
export function formatDate(seconds: number, lang: string = i18n.language): string {
  if (!seconds || seconds <= 0) return '';
  return new Date(seconds * 1000).toLocaleDateString(lang || 'zh-CN', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
}
