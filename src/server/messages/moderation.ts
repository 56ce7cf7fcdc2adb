/**
 * Messages of moderation (issue 23, modules/ops/moderation.*): the reason codes of decisions
 * users read (shared/rules/moderation.ts MODERATION_REASONS, `reason_<code>`) and the console's
 * refusals. In the catalogue (./index.ts) the keys are `moderation.<key>`.
 */
import type { Messages } from './lang';

export const moderation = {
  reason_banned_word: { zh: '包含违规词', en: 'Contains a banned word' },
  reason_illegal: { zh: '涉及违法违规内容', en: 'Illegal or prohibited content' },
  reason_vulgar: { zh: '低俗或不适宜内容', en: 'Vulgar or inappropriate content' },
  reason_false_info: { zh: '虚假或误导信息', en: 'False or misleading information' },
  reason_ads_spam: { zh: '广告或垃圾信息', en: 'Advertising or spam' },
  reason_infringement: { zh: '侵犯他人权益', en: 'Infringes the rights of others' },
  reason_licence_invalid: {
    zh: '营业执照或资质不符合要求',
    en: 'The business licence or permits do not meet the requirements',
  },
  reason_other: { zh: '其他原因', en: 'Other reason' },
  roomNotFound: { zh: '直播间不存在', en: 'No such live room' },
  notPending: { zh: '只能审核待审核的记录', en: 'Only a pending item can be reviewed' },
  roomEnded: { zh: '该直播已结束', en: 'The live room has already ended' },
  postNotFound: { zh: '动态不存在或已删除', en: 'No such post (or it was deleted)' },
  postNotHeld: {
    zh: '该动态不在待审核或已隐藏状态',
    en: 'The post is neither waiting for review nor hidden',
  },
  postHidden: { zh: '该动态已隐藏', en: 'The post is already hidden' },
  noReports: { zh: '该动态没有待处理的举报', en: 'The post has no reports to dismiss' },
  reviewNotFound: { zh: '评价不存在', en: 'No such review' },
  reviewHidden: { zh: '该评价已隐藏', en: 'The review is already hidden' },
  reviewShown: { zh: '该评价未被隐藏', en: 'The review is not hidden' },
  shopNotFound: { zh: '店铺申请不存在', en: 'No such shop application' },
  noteRequired: {
    zh: '选择“其他原因”时须填写说明',
    en: 'a note is required with the reason "other"',
  },
  wordTooLong: { zh: '每个违规词最多{n}个字符', en: 'each word has at most {n} characters' },
  tooManyWords: { zh: '每个列表最多{n}个词', en: 'at most {n} words per list' },
  settingsUnchanged: { zh: '设置未变化', en: 'Nothing changed' },
} as const satisfies Messages;

export type ModerationMessageKey = keyof typeof moderation;
