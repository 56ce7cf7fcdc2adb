// Strings of the small pages of the messages feature: guide, download, agreement (issues 9 and 10)
// (keys `misc.…`). Registered into the one `translation` namespace when this module is first
// imported; every module that uses the group imports it (core/i18n/keys.test.ts checks that), so
// the strings load with the feature's screens, not in the apps' first load. `en` has exactly zh's
// keys (its type says so); src/renderer/i18next.d.ts types the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  misc: {
    title: '更多',
    agreementTitle: '协议与政策',
    clauses: {
      user_agreement: '用户服务协议',
      privacy_policy: '隐私政策',
      integral_rule: '积分规则',
      after_sale_rule: '售后服务规则',
      guide: '新手指南',
    },
    version: '版本 {{version}} · {{date}} 生效',
    otherDocs: '其他协议与政策',
    guideTitle: '使用指南',
    contents: '目录',
    notPublished: '内容暂未发布',
    downloadTitle: '下载App',
    downloadIntro: '下载App，订单消息实时提醒，专享App优惠',
    currentVersion: '最新版本 {{version}}（{{code}}）',
    platforms: {
      android: 'Android 下载',
      ios: 'App Store 下载',
    },
    noPlatforms: 'App即将上线，现在可以继续使用网页版购物',
    openWeb: '继续使用网页版',
    qrTitle: '扫码下载',
    qrHint: '用另一部手机扫描二维码打开下载页',
    qrAlt: '下载页二维码',
    qrFailed: '二维码生成失败',
    pageLink: '下载页地址',
    // issue 25 §8 (qr-save): saving the QR code as a picture
    saveQr: '保存二维码',
    qrSaved: '二维码已保存',
    qrLongPress: '长按二维码图片保存到相册',
    qrSaveFailed: '保存失败：{{reason}}',
  },
};

export const en: typeof zh = {
  misc: {
    title: 'More',
    agreementTitle: 'Terms & policies',
    clauses: {
      user_agreement: 'User agreement',
      privacy_policy: 'Privacy policy',
      integral_rule: 'Points rules',
      after_sale_rule: 'After-sale rules',
      guide: 'Beginner guide',
    },
    version: 'Version {{version}} · effective {{date}}',
    otherDocs: 'Other terms and policies',
    guideTitle: 'User guide',
    contents: 'Contents',
    notPublished: 'Not published yet',
    downloadTitle: 'Get the app',
    downloadIntro: 'Get the app for live order notices and app-only offers',
    currentVersion: 'Latest version {{version}} ({{code}})',
    platforms: {
      android: 'Download for Android',
      ios: 'Download on the App Store',
    },
    noPlatforms: 'The app is coming soon; you can keep shopping on the web',
    openWeb: 'Keep using the web shop',
    qrTitle: 'Scan to download',
    qrHint: 'Scan the code with another phone to open the download page',
    qrAlt: 'QR code of the download page',
    qrFailed: 'Could not make the QR code',
    pageLink: 'Download page address',
    // issue 25 §8 (qr-save): saving the QR code as a picture
    saveQr: 'Save QR code',
    qrSaved: 'QR code saved',
    qrLongPress: 'Press and hold the QR picture to save it to your photos',
    qrSaveFailed: 'Could not save: {{reason}}',
  },
};

registerStrings(zh, en);
