/**
 * Messages of the console's money area (issue 20, money; modules/ops/money.service.ts). In the
 * catalogue (./index.ts) the keys are `opsMoney.<key>`.
 */
import type { Messages } from './lang';

export const opsMoney = {
  withdrawalNotFound: { zh: '提现记录不存在', en: 'No such withdrawal' },
  withdrawalState: {
    zh: '该提现当前为「{status}」，不能{action}',
    en: 'This withdrawal is {status} now; it cannot be {action}',
  },
  userNotFound: { zh: '未找到该用户', en: 'No such user' },
  status_pending: { zh: '待审核', en: 'requested' },
  status_approved: { zh: '已审核待打款', en: 'approved' },
  status_paying: { zh: '打款中', en: 'being paid out' },
  status_paid: { zh: '已打款', en: 'paid' },
  status_refused: { zh: '已拒绝', en: 'refused' },
  status_failed: { zh: '失败退回', en: 'failed' },
  action_approve: { zh: '审核通过', en: 'approved' },
  action_paid: { zh: '标记打款', en: 'marked paid' },
  action_refuse: { zh: '拒绝', en: 'refused' },
  action_payout: { zh: '通过支付平台打款', en: 'paid out through the provider' },
  payoutNone: {
    zh: '未配置打款渠道（PAYOUT_PROVIDER），请线下打款后标记已打款',
    en: 'No payout provider is configured (PAYOUT_PROVIDER): pay by hand, then mark it paid',
  },
} as const satisfies Messages;

export type OpsMoneyMessageKey = keyof typeof opsMoney;
