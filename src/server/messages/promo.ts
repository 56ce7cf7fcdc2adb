/**
 * Messages of the promotions module: coupons, sign-in and tasks, group buying. In the catalogue (./index.ts) the keys are
 * `promo.<key>`: `t(lang, 'promo.<key>', params)`.
 */
import type { Messages } from './lang';

export const promo = {
  couponNotFound: { zh: '优惠券不存在', en: 'No such coupon' },
  couponNone: { zh: '优惠券已被领完', en: 'All coupons have been taken' },
  couponUserLimit: {
    zh: '每人限领{n}张，您已领取',
    en: 'At most {n} per person; you already have them',
  },
  couponNotStarted: { zh: '领取活动尚未开始', en: 'Receiving has not started yet' },
  couponEnded: { zh: '领取活动已结束', en: 'Receiving has ended' },
  signedToday: { zh: '今日已签到', en: 'You have already checked in today' },
  taskDone: { zh: '该任务已完成', en: 'This task is already done' },
  taskSharedToday: { zh: '今日已分享', en: 'You have already shared today' },
  groupNotFound: { zh: '拼团不存在', en: 'No such group' },
  groupFull: { zh: '该团已满员', en: 'This group is full' },
  groupExpired: { zh: '该团已结束', en: 'This group has ended' },
  groupMember: { zh: '您已在该团中', en: 'You are already in this group' },
  groupOwn: { zh: '不能参加自己发起的团', en: 'You cannot join a group you started' },
  groupWrongGoods: {
    zh: '该团不属于此拼团商品',
    en: 'This group is not for these goods',
  },
  groupNotGroupGoods: { zh: '仅拼团商品可参团', en: 'Only group-buy goods have groups' },
} as const satisfies Messages;

export type PromoMessageKey = keyof typeof promo;
