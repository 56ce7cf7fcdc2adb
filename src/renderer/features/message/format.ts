/** Short times of the message screens: today's as hh:mm, this year's without the year. */
export function messageTime(seconds: number, language: string, nowMs = Date.now()): string {
  if (!seconds) return '';
  const d = new Date(seconds * 1000);
  const now = new Date(nowMs);
  const lang = language || 'zh-CN';
  const sameDay = d.toDateString() === now.toDateString();
  const opts: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit', hour12: false }
    : d.getFullYear() === now.getFullYear()
      ? { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }
      : { year: 'numeric', month: '2-digit', day: '2-digit' };
  return new Intl.DateTimeFormat(lang, opts).format(d);
}

/** A date (no time) in the reader's language. */
export function messageDate(seconds: number, language: string): string {
  if (!seconds) return '';
  return new Intl.DateTimeFormat(language || 'zh-CN', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(seconds * 1000));
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
