/**
 * Messages of the operator console's users area (issue 20, part users, modules/ops/users.*).
 * In the catalogue (./index.ts) the keys are `opsUsers.<key>`.
 */
import type { Messages } from './lang';

export const opsUsers = {
  notFound: { zh: '用户不存在', en: 'No such user' },
  notActive: {
    zh: '只能限制正常状态的账号',
    en: 'Only an active account can be restricted',
  },
  notRestricted: { zh: '该账号未被限制', en: 'The account is not restricted' },
  cancelled: { zh: '该账号已注销', en: 'The account has been cancelled' },
  rightUnchanged: {
    zh: '权限未变化（已经是该状态）',
    en: 'The right is already in that state',
  },
  noVerifiedCancellation: {
    zh: '该用户没有已验证的注销申请，不能匿名化',
    en: 'The user has no verified cancellation request; it cannot be anonymised',
  },
  alreadyAnonymised: { zh: '该账号已匿名化', en: 'The account is already anonymised' },
} as const satisfies Messages;

export type OpsUsersMessageKey = keyof typeof opsUsers;
