// Strings of the social sign-in binding (keys `social.…`). Registered into the one `translation`
// namespace when this module is first imported; every module that uses the group imports it
// (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens, not in the
// apps' first load. `en` has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types
// the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  social: {
    bindTitle: '绑定微信',
    bound: '已绑定微信',
    notBound: '未绑定微信',
    boundAs: '微信昵称：{{name}}',
    bindHint: '绑定后可使用微信快捷登录',
    bindNow: '立即绑定',
    unbind: '解除绑定',
    unbindConfirm: '解除绑定后将不能使用微信登录，确定解除吗？',
    unbound: '已解除绑定',
    binding: '正在绑定…',
    bindSuccess: '绑定成功',
    bindFailed: '绑定失败',
    backToBinding: '返回',
    loginTitle: '第三方登录',
    loggingIn: '正在登录…',
    loginFailed: '登录失败',
    backToLogin: '返回登录',
    exchangeTitle: '绑定账号',
    exchangeIntro: '首次使用微信登录，请绑定手机号账号',
    existingAccount: '已有账号',
    newAccount: '注册新账号',
    bindAndLogin: '绑定并登录',
    registerAndLogin: '注册并登录',
    bindExpired: '授权已失效，请重新登录',
    linked: '绑定成功',
  },
};

export const en: typeof zh = {
  social: {
    bindTitle: 'Link WeChat',
    bound: 'WeChat linked',
    notBound: 'WeChat not linked',
    boundAs: 'WeChat name: {{name}}',
    bindHint: 'Once linked you can log in with WeChat',
    bindNow: 'Link now',
    unbind: 'Unlink',
    unbindConfirm: 'You will no longer log in with WeChat. Unlink?',
    unbound: 'WeChat unlinked',
    binding: 'Linking…',
    bindSuccess: 'Linked',
    bindFailed: 'Linking failed',
    backToBinding: 'Back',
    loginTitle: 'Social login',
    loggingIn: 'Logging in…',
    loginFailed: 'Login failed',
    backToLogin: 'Back to login',
    exchangeTitle: 'Link account',
    exchangeIntro: 'First WeChat login: link it to a mobile account',
    existingAccount: 'Existing account',
    newAccount: 'New account',
    bindAndLogin: 'Link and log in',
    registerAndLogin: 'Register and log in',
    bindExpired: 'The authorisation expired, please log in again',
    linked: 'Linked',
  },
};

registerStrings(zh, en);
