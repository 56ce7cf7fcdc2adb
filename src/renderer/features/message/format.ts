import { formatClock, formatDate, formatMonthDayTime } from '../../core/i18n/format';

/** Short times of the message screens: today's as hh:mm, this year's without the year. */
export function messageTime(seconds: number, _language: string, nowMs = Date.now()): string {
  if (!seconds) return '';
  const d = new Date(seconds * 1000);
  const now = new Date(nowMs);
  if (d.toDateString() === now.toDateString()) return formatClock(seconds);
  return d.getFullYear() === now.getFullYear() ? formatMonthDayTime(seconds) : formatDate(seconds);
}

/** A date (no time), `2026-11-27` in every language (core/i18n/format.ts). */
export function messageDate(seconds: number, _language: string): string {
  return formatDate(seconds);
}

/**
 * Paragraphs of a plain-text body (clauses, articles, messages): split on blank lines; a
 * paragraph starting with `# ` is a heading. Rendered as text nodes, never as HTML.
 */
export function paragraphs(body: string): { heading: boolean; text: string }[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) =>
      p.startsWith('# ') ? { heading: true, text: p.slice(2).trim() } : { heading: false, text: p },
    );
}

/** The route of a message link (`pages/...`), checked again on the client; null when unsafe. */
export function messageRoute(link: string | null | undefined): string | null {
  if (!link) return null;
  if (!/^pages\/[A-Za-z0-9_/-]{1,120}(\?[A-Za-z0-9_=&%.,-]{0,200})?$/.test(link)) return null;
  if (link.includes('//') || link.includes('..')) return null;
  return `/${link}`;
}
