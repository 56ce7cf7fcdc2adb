/**
 * Messages of the operator console's dashboard and operator reset (issue 20, part `dash`). In
 * the catalogue (./index.ts) the keys are `opsDash.<key>`.
 */
import type { Messages } from './lang';

export const opsDash = {
  resetNothing: {
    zh: '请选择要重置的密码或两步验证',
    en: 'Choose the password, two-step verification or both to reset',
  },
  resetYourself: {
    zh: '不能重置自己的账号，请使用个人设置',
    en: 'You cannot reset your own account',
  },
} as const satisfies Messages;

export type OpsDashMessageKey = keyof typeof opsDash;
