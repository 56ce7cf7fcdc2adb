/**
 * Messages of the console's home and content (issue 23, part content, modules/ops/content.*).
 * In the catalogue (./index.ts) the keys are `opsContent.<key>`.
 */
import type { Messages } from './lang';

export const opsContent = {
  bannerNotFound: { zh: '轮播图不存在', en: 'No such banner' },
  zoneNotFound: { zh: '专区入口不存在', en: 'No such zone entry' },
  articleNotFound: { zh: '文章不存在', en: 'No such article' },
  announcementNotFound: { zh: '公告不存在', en: 'No such announcement' },
  announcementSent: {
    zh: '该公告已发送过，不会重复发送',
    en: 'This announcement was sent already; it is never sent twice',
  },
  groupCouponsNotListed: {
    zh: '这些优惠券不在领券中心展示（未上架、已停止或已结束）：{ids}',
    en: 'These coupons are not in the coupon centre (kept out, stopped or ended): {ids}',
  },
  imageNotUpload: {
    zh: '图片须通过后台上传',
    en: 'The image must be uploaded through the console',
  },
  windowOrder: { zh: '结束时间须晚于开始时间', en: 'The end must be after the start' },
  rangeRequired: {
    zh: '请选择注册时间范围（结束不早于开始）',
    en: 'Choose a registration range (end not before start)',
  },
  rightRequired: { zh: '请选择用户权限', en: 'Choose a user right' },
  versionNotNewer: {
    zh: '新版本号须大于当前版本 {current}',
    en: 'The new version must be greater than the current {current}',
  },
  duplicateWord: { zh: '热搜词“{word}”重复', en: 'The hot word “{word}” is listed twice' },
} as const satisfies Messages;

export type OpsContentMessageKey = keyof typeof opsContent;
