/**
 * Messages of the operator console's coupons area (issue 23, coupons, modules/ops/promo-coupon.*).
 * In the catalogue (./index.ts) the keys are `opsCoupons.<key>`.
 */
import type { Messages } from './lang';

export const opsCoupons = {
  notFound: { zh: '优惠券不存在', en: 'No such coupon' },
  amountRequired: {
    zh: 'amount: 满减券的减免金额必须大于 0',
    en: 'amount: an amount coupon must take something off',
  },
  amountOverThreshold: {
    zh: 'amount: 减免金额不能超过使用门槛',
    en: 'amount: the amount off cannot exceed the threshold',
  },
  rateRequired: {
    zh: 'rate: 折扣券的折扣须在 1 到 99 之间（85 即 8.5 折）',
    en: 'rate: a discount coupon needs a rate from 1 to 99 (85 = 15% off)',
  },
  rateOnlyDiscount: {
    zh: 'rate: 满减券不设折扣',
    en: 'rate: an amount coupon has no rate',
  },
  window: {
    zh: 'end_at: 结束时间必须晚于开始时间',
    en: 'end_at: the end must be after the start',
  },
  endPassed: {
    zh: 'end_at: 结束时间已过',
    en: 'end_at: the end is already past',
  },
  scopeIds: {
    zh: 'scope_ids: 指定分类或商品时至少选择一个',
    en: 'scope_ids: pick at least one category or goods',
  },
  scopeUnknown: {
    zh: 'scope_ids: 不存在的编号 {ids}',
    en: 'scope_ids: unknown ids {ids}',
  },
  lockedFields: {
    zh: '已有用户领取，不能修改：{fields}（可修改名称、总量（不少于已领取）、每人限领（不减少）、结束时间（只延后）、是否在领券中心展示）',
    en: 'Some were taken; these cannot change: {fields} (the title, total (not below taken), per-user limit (not lower), end (only later) and coupon-centre display can)',
  },
  totalBelowTaken: {
    zh: 'total: 总量不能少于已领取的 {n} 张',
    en: 'total: the total cannot be below the {n} already taken',
  },
  stopped: { zh: '该优惠券已停止发放', en: 'The coupon has been stopped' },
  ended: { zh: '该优惠券已结束', en: 'The coupon has ended' },
  noTargets: {
    zh: 'targets: 请填写用户编号或手机号',
    en: 'targets: enter user ids or mobile numbers',
  },
  badTargets: {
    zh: 'targets: 格式不正确：{items}',
    en: 'targets: not valid: {items}',
  },
  tooManyTargets: {
    zh: 'targets: 一次最多发放给 {n} 位用户',
    en: 'targets: at most {n} users at a time',
  },
  unknownUsers: {
    zh: 'targets: 找不到这些用户：{items}（未发放任何优惠券）',
    en: 'targets: no such users: {items} (nothing was issued)',
  },
  allAtLimit: {
    zh: 'targets: 这些用户都已达每人限领 {n} 张（未发放任何优惠券）',
    en: 'targets: all these users hold the per-user limit of {n} (nothing was issued)',
  },
  notEnough: {
    zh: '剩余数量不足：还剩 {left} 张，需要 {n} 张（未发放任何优惠券）',
    en: 'Not enough left: {left} left, {n} needed (nothing was issued)',
  },
  notEnoughSkipped: {
    zh: '剩余数量不足：还剩 {left} 张，需要 {n} 张（另有 {skipped} 人已达每人限领，不再发放；未发放任何优惠券）',
    en: 'Not enough left: {left} left, {n} needed ({skipped} more users hold the per-user limit and are passed over; nothing was issued)',
  },
  segmentEmpty: {
    zh: '该人群目前没有用户（未发放任何优惠券）',
    en: 'The segment has no users now (nothing was issued)',
  },
  segmentTooLarge: {
    zh: '该人群共 {n} 人，而此券仅剩 {left} 张（未发放任何优惠券）',
    en: 'The segment has {n} users but only {left} coupons are left (nothing was issued)',
  },
  segmentTooLargeSkipped: {
    zh: '该人群共 {count} 人，其中 {skipped} 人已达每人限领，需发放 {n} 张，而此券仅剩 {left} 张（未发放任何优惠券）',
    en: 'The segment has {count} users, {skipped} of them at the per-user limit: {n} needed but only {left} left (nothing was issued)',
  },
  segmentAllAtLimit: {
    zh: '该人群的 {count} 位用户都已达每人限领 {n} 张（未发放任何优惠券）',
    en: 'All {count} users of the segment hold the per-user limit of {n} (nothing was issued)',
  },
  requestReused: {
    zh: 'request_id: 该请求编号已用于另一次发放，请重新打开发放窗口',
    en: 'request_id: this request key was used for another issue; open the issue dialog again',
  },
  segmentChanged: {
    zh: '发放过程中人群发生了变化，请重试（未发放任何优惠券）',
    en: 'The segment changed while issuing; try again (nothing was issued)',
  },
  bonusDays: {
    zh: 'streak_bonus: 连签天数不能重复',
    en: 'streak_bonus: each streak day can appear once',
  },
  tierCut: {
    zh: 'tiers: 每档的减免须大于 0 且小于门槛',
    en: 'tiers: each cut must be above 0 and below its threshold',
  },
  tierFull: {
    zh: 'tiers: 各档门槛不能重复，且门槛越高减免越多',
    en: 'tiers: thresholds must differ and a higher threshold must cut more',
  },
} as const satisfies Messages;

export type OpsCouponsMessageKey = keyof typeof opsCoupons;
