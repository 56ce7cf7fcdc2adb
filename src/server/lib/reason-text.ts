/**
 * A moderation reason in the reader's language (issue 23, moderation): the code's text
 * (messages/moderation.ts `reason_<code>`), then the operator's text (or the banned word) after
 * a colon. An unknown or empty code shows the text alone (rows written before codes existed).
 */
import { MODERATION_REASONS, type ModerationReason } from '../../shared/rules/moderation';
import { t, type Lang } from '../messages';

export function isModerationReason(code: string): code is ModerationReason {
  return (MODERATION_REASONS as readonly string[]).includes(code);
}

export function reasonText(lang: Lang, code: string, note: string): string {
  if (!isModerationReason(code)) return note;
  const head = t(lang, `moderation.reason_${code}`);
  if (!note) return head;
  return lang === 'zh' ? `${head}：${note}` : `${head}: ${note}`;
}
