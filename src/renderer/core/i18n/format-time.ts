/** Date and time of the order screens, by locale (Unix seconds in, local time out). */
export function formatTime(seconds: number, language: string): string {
  if (!seconds) return '';
  return new Intl.DateTimeFormat(language || 'zh-CN', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(seconds * 1000));
}
