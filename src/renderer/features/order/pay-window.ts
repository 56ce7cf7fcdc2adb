/**
 * Issue 25 (nav-exp), spec section 3: the config fields `com_exp_time` (the payment window of a
 * new order, seconds) and `com_exp_msg` (the operator's message, shown as it is stored). This
 * module turns the window into words ("30分钟", "1小时30分钟", "30 minutes") for the sentence
 * the buyer reads before submitting and at the cashier.
 */
import { formatPoints } from '../../core/i18n/format';

/** A payment window as whole hours and minutes (seconds rounded up to the minute). */
export function payWindowParts(seconds: number): { hours: number; minutes: number } | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const total = Math.ceil(seconds / 60);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

const plural = (n: number, one: string, other: string, lang: string) =>
  `${formatPoints(n, lang)} ${n === 1 ? one : other}`;

/**
 * The window in the reader's language: zh `30分钟` / `2小时` / `1小时30分钟`, en `30 minutes` /
 * `1 hour` / `1 hour 30 minutes` (numbers grouped by thousands); '' when there is none.
 */
export function payWindowText(seconds: number, lang: string): string {
  const p = payWindowParts(seconds);
  if (!p) return '';
  if (lang === 'en') {
    const parts: string[] = [];
    if (p.hours > 0) parts.push(plural(p.hours, 'hour', 'hours', lang));
    if (p.minutes > 0) parts.push(plural(p.minutes, 'minute', 'minutes', lang));
    return parts.join(' ');
  }
  return (
    (p.hours > 0 ? `${formatPoints(p.hours, lang)}小时` : '') +
    (p.minutes > 0 ? `${formatPoints(p.minutes, lang)}分钟` : '')
  );
}

/** The operator's message (`com_exp_msg`) as stored, or '' when it is empty or missing. */
export function payWindowMessage(config: { com_exp_msg?: unknown } | null | undefined): string {
  const m = config?.com_exp_msg;
  return typeof m === 'string' ? m.trim() : '';
}
