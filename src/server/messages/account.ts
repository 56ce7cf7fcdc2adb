/**
 * Messages of the account, social login, invitation and loan modules. In the catalogue (./index.ts) the keys are
 * `account.<key>`: `t(lang, 'account.<key>', params)`.
 */
import type { Messages } from './lang';

export const account = {
  mobileSame: { zh: '新手机号不能与当前手机号相同', en: 'The new number is your current one' },
  mobileBound: { zh: '手机号已更换', en: 'Mobile number changed' },
  cancelOrders: {
    zh: '您有{n}笔未完成的订单（待付款、待发货或待收货）',
    en: 'You have {n} unfinished orders (unpaid, to ship or to receive)',
  },
  cancelAfterSales: {
    zh: '您有{n}笔处理中的售后',
    en: 'You have {n} after-sale requests in progress',
  },
  cancelReward: {
    zh: '您的奖励金余额未清零，请先提现',
    en: 'Your reward money is not zero: withdraw it first',
  },
  cancelBalance: { zh: '您的余额未清零，请先使用', en: 'Your balance is not zero: spend it first' },
  cancelWithdrawals: {
    zh: '您有{n}笔处理中的提现',
    en: 'You have {n} withdrawals in progress',
  },
  cancelRefused: { zh: '暂不能注销账号', en: 'The account cannot be cancelled yet' },
  cancelled: { zh: '账号已注销', en: 'Account cancelled' },
  cancelledNickname: { zh: '已注销用户', en: 'Cancelled user' },
  loanOpen: {
    zh: '您有正在审核中的贷款申请，请等待审核结果',
    en: 'You have an application under review: wait for its result',
  },
  loanSubmitted: { zh: '申请已提交', en: 'Application submitted' },
  loan_submitted: { zh: '已提交申请', en: 'Submitted' },
  loan_reviewing: { zh: '审核中', en: 'Under review' },
  loan_approved: { zh: '审核通过，客户经理将与您联系', en: 'Approved: an adviser will call you' },
  loan_rejected: { zh: '很遗憾，审核未通过', en: 'Sorry, not approved' },
  loan_result: { zh: '审核结果', en: 'Result' },
  socialUnavailable: {
    zh: '暂不支持微信登录，请使用手机号登录',
    en: 'WeChat login is not available: log in with your mobile number',
  },
  socialStateInvalid: {
    zh: '授权已失效，请重新发起微信登录',
    en: 'The authorisation has expired: start the WeChat login again',
  },
  socialCodeInvalid: {
    zh: '授权码无效或已使用，请重新授权',
    en: 'The authorisation code is invalid or used: authorise again',
  },
  socialProviderFailed: {
    zh: '微信暂时无法响应，请稍后重试',
    en: 'WeChat is not answering right now: try again in a moment',
  },
  socialBindInvalid: {
    zh: '绑定已失效，请重新发起微信登录',
    en: 'The binding has expired: start the WeChat login again',
  },
  socialTaken: {
    zh: '该微信已绑定其他账号',
    en: 'This WeChat account is bound to another account',
  },
  socialAlready: {
    zh: '您的账号已绑定微信，请先解绑',
    en: 'Your account already has a WeChat binding: unbind it first',
  },
  socialNotBound: { zh: '未绑定微信', en: 'No WeChat account bound' },
  socialBound: { zh: '绑定成功', en: 'Bound' },
  socialUnbound: { zh: '已解绑', en: 'Unbound' },
} as const satisfies Messages;

export type AccountMessage = keyof typeof account;
