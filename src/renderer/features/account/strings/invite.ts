// Strings of the invitation screens (keys `invite.…`). Registered into the one `translation`
// namespace when this module is first imported; every module that uses the group imports it
// (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens, not in the
// apps' first load. `en` has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types
// the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  invite: {
    title: '我的邀请',
    qrTitle: '我的二维码名片',
    myCode: '我的邀请码',
    link: '邀请链接',
    copy: '复制',
    copyCode: '复制邀请码',
    copyLink: '复制链接',
    copied: '已复制',
    copyFailed: '复制失败，请长按手动复制',
    cardHint: '好友注册时填写邀请码即可成为你的邀请用户',
    invited: '已邀请 {{n}} 人',
    none: '还没有邀请好友',
    showCard: '我的邀请名片',
    cancelledUser: '已注销用户',
    // issue 25 §2 / §8 (qr-save): the QR card and saving it as a picture
    qrAlt: '邀请二维码',
    scanHint: '扫一扫二维码，注册成为我的好友',
    saveCard: '保存二维码',
    saved: '二维码名片已保存',
    longPressHint: '长按下方图片保存到相册',
    longPressAlt: '二维码名片图片',
    saveFailed: '保存失败：{{reason}}',
    qrFailed: '二维码生成失败，请复制下面的链接',
  },
};

export const en: typeof zh = {
  invite: {
    title: 'My invitations',
    qrTitle: 'My QR card',
    myCode: 'My invite code',
    link: 'Invite link',
    copy: 'Copy',
    copyCode: 'Copy code',
    copyLink: 'Copy link',
    copied: 'Copied',
    copyFailed: 'Copy failed; press and hold to copy',
    cardHint: 'Friends who enter your code when registering become your invitees',
    invited: '{{n}} invited',
    none: 'No friends invited yet',
    showCard: 'My invite card',
    cancelledUser: 'Closed account',
    // issue 25 §2 / §8 (qr-save): the QR card and saving it as a picture
    qrAlt: 'Invitation QR code',
    scanHint: 'Scan the code to register as my friend',
    saveCard: 'Save QR card',
    saved: 'QR card saved',
    longPressHint: 'Press and hold the picture below to save it to your photos',
    longPressAlt: 'QR card picture',
    saveFailed: 'Could not save: {{reason}}',
    qrFailed: 'The QR code could not be made; copy the link below',
  },
};

registerStrings(zh, en);
