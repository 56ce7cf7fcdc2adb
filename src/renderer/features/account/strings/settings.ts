// Strings of the settings screens (keys `settings.…`). Registered into the one `translation`
// namespace when this module is first imported; every module that uses the group imports it
// (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens, not in the
// apps' first load. `en` has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types
// the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  settings: {
    title: '设置',
    account: '账号与安全',
    general: '通用',
    profile: '个人资料',
    realName: '实名认证',
    payPassword: '支付密码',
    bankCards: '银行卡',
    addresses: '收货地址',
    bindWechat: '绑定微信',
    changeMobile: '更换手机号',
    qrCard: '我的二维码名片',
    language: '语言',
    clearCache: '清除缓存',
    agreement: '用户协议',
    about: '关于我们',
    version: '当前版本 {{version}}',
    checkUpdate: '检查更新',
    upToDate: '已是最新版本',
    newVersion: '发现新版本 {{version}}',
    newVersionHint: '请前往应用商店更新',
    cancelAccount: '注销账号',
    logout: '退出登录',
    logoutConfirm: '确定要退出登录吗？',
    loggedOut: '已退出登录',
    cacheSize: '本地缓存大小',
    cacheKeeps: '清除后将保留登录状态和语言设置',
    clearNow: '立即清除',
    clearConfirm: '确定清除本地缓存吗？',
    cleared: '缓存已清除',
  },
};

export const en: typeof zh = {
  settings: {
    title: 'Settings',
    account: 'Account and security',
    general: 'General',
    profile: 'Profile',
    realName: 'Real-name verification',
    payPassword: 'Pay password',
    bankCards: 'Bank cards',
    addresses: 'Addresses',
    bindWechat: 'Link WeChat',
    changeMobile: 'Change mobile number',
    qrCard: 'My QR card',
    language: 'Language',
    clearCache: 'Clear cache',
    agreement: 'User agreement',
    about: 'About',
    version: 'Version {{version}}',
    checkUpdate: 'Check for updates',
    upToDate: 'You have the latest version',
    newVersion: 'New version {{version}}',
    newVersionHint: 'Please update from the app store',
    cancelAccount: 'Close account',
    logout: 'Log out',
    logoutConfirm: 'Log out now?',
    loggedOut: 'Logged out',
    cacheSize: 'Local cache size',
    cacheKeeps: 'Your login and language setting are kept',
    clearNow: 'Clear now',
    clearConfirm: 'Clear the local cache?',
    cleared: 'Cache cleared',
  },
};

registerStrings(zh, en);
