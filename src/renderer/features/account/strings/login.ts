// Strings of login and registration (also the login pages and the kiosk's merchant login) (keys
// `login.…`). Registered into the one `translation` namespace when this module is first imported;
// every module that uses the group imports it (core/i18n/keys.test.ts checks that), so the strings
// load with the feature's screens, not in the apps' first load. `en` has exactly zh's keys (its
// type says so); src/renderer/i18next.d.ts types the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  login: {
    wechat: '微信登录',
    title: '登录',
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    submit: '登录',
    toRegister: '注册新账号',
    forgot: '忘记密码',
    code: '验证码',
    codePlaceholder: '请输入验证码',
    register: '注册',
    registerTitle: '注册账号',
    agree: '我已阅读并同意《用户协议》和《隐私政策》',
    success: '操作成功',
    backToShop: '返回商城',
    newPassword: '新密码',
    changePasswordTitle: '修改密码',
    invalidMobile: '请输入正确的手机号',
    invalidPassword: '密码为6-16位字符',
    invalidCode: '请输入正确的验证码',
    mustAgree: '请先阅读并同意《用户协议》和《隐私政策》',
    resetSubmit: '重置密码',
    toLogin: '已有账号，去登录',
    inviteCode: '邀请码（选填）',
    inviteCodePlaceholder: '请输入邀请码',
    // issue 19 part E: the consent line (an unticked box, links to both documents)
    agreePrefix: '我已阅读并同意',
    userAgreement: '《用户协议》',
    privacyPolicy: '《隐私政策》',
  },
};

export const en: typeof zh = {
  login: {
    wechat: 'Log in with WeChat',
    title: 'Log in',
    mobile: 'Mobile number',
    mobilePlaceholder: 'Enter your mobile number',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    submit: 'Log in',
    toRegister: 'Create an account',
    forgot: 'Forgot password',
    code: 'Verification code',
    codePlaceholder: 'Enter the code',
    register: 'Sign up',
    registerTitle: 'Create an account',
    agree: 'I have read and agree to the User Agreement and the Privacy Policy',
    success: 'Done',
    backToShop: 'Back to the shop',
    newPassword: 'New password',
    changePasswordTitle: 'Change password',
    invalidMobile: 'Enter a valid mobile number',
    invalidPassword: 'The password must be 6 to 16 characters',
    invalidCode: 'Enter a valid verification code',
    mustAgree: 'Please read and agree to the User Agreement and the Privacy Policy first',
    resetSubmit: 'Reset password',
    toLogin: 'Already have an account? Log in',
    inviteCode: 'Invitation code (optional)',
    inviteCodePlaceholder: 'Enter the invitation code',
    // issue 19 part E
    agreePrefix: 'I have read and agree to the ',
    userAgreement: 'User Agreement',
    privacyPolicy: ' and Privacy Policy',
  },
};

registerStrings(zh, en);
