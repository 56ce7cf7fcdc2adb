/**
 * Messages of the message module. In the catalogue (./index.ts) the keys are
 * `message.<key>`: `t(lang, 'message.<key>', params)`.
 */
import type { Messages } from './lang';

export const message = {
  msgNotFound: { zh: '消息不存在', en: 'No such message' },
  readWhich: {
    zh: 'id: 请指定要标记的消息、分类或全部',
    en: 'id: name a message, a category or all',
  },
  articleNotFound: { zh: '文章不存在', en: 'No such article' },
  clauseNotFound: { zh: '该协议暂未发布', en: 'This document has not been published yet' },
} as const satisfies Messages;

export type MessageModuleKey = keyof typeof message;
