/**
 * Messages of the message module (same shape as promo.i18n.ts), and the texts of the messages
 * other modules send (Chinese first: the shop's language; the reader's language is not known
 * when a message is stored, so stored messages are Chinese, like the order events).
 */
import type { Lang } from '../../lib/i18n';

const MESSAGES = {
  msgNotFound: { zh: '消息不存在', en: 'No such message' },
  readWhich: {
    zh: 'id: 请指定要标记的消息、分类或全部',
    en: 'id: name a message, a category or all',
  },
  articleNotFound: { zh: '文章不存在', en: 'No such article' },
  clauseNotFound: { zh: '该协议暂未发布', en: 'This document has not been published yet' },
} as const;

export type MessageModuleKey = keyof typeof MESSAGES;

export function mm(lang: Lang, key: MessageModuleKey): string {
  return MESSAGES[key][lang];
}
