/**
 * Messages of recorded consent to the user agreement and privacy policy (issue 19 part E,
 * modules/consent). In the catalogue (./index.ts) the keys are `consent.<key>`.
 */
import type { Messages } from './lang';

export const consent = {
  required: {
    zh: '请先阅读并同意《用户协议》和《隐私政策》',
    en: 'Please read and agree to the User Agreement and the Privacy Policy first',
  },
  stale: {
    zh: '《用户协议》或《隐私政策》已更新，请重新阅读并同意',
    en: 'The User Agreement or the Privacy Policy has changed; please read it and agree again',
  },
} as const satisfies Messages;

export type ConsentMessageKey = keyof typeof consent;
