/** Date and time of a Unix-seconds timestamp in the user's locale ("2026/11/21 20:00"). */
export function formatDateTime(seconds: number, locale?: string): string {
  return new Date(seconds * 1000).toLocaleString(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}
