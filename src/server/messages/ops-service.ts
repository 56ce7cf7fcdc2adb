/**
 * Messages of the console's customer service (issue 20, part `service`, modules/ops/service.*).
 * In the catalogue (./index.ts) the keys are `opsService.<key>`.
 */
import type { Messages } from './lang';

export const opsService = {
  conversationNotFound: { zh: '会话不存在', en: 'No such conversation' },
  complaintNotFound: { zh: '投诉不存在', en: 'No such complaint' },
  complaintNotOpen: {
    zh: '该投诉已回复或已关闭，不能再回复',
    en: 'This complaint has been replied to or closed already',
  },
  complaintClosed: { zh: '该投诉已关闭', en: 'This complaint is closed already' },
} as const satisfies Messages;

export type OpsServiceMessageKey = keyof typeof opsService;
