/**
 * Messages of the activity module: refusals and the human rules of an activity detail page. In the catalogue (./index.ts) the keys are
 * `activity.<key>`: `t(lang, 'activity.<key>', params)`.
 */
import type { Messages } from './lang';

export const activity = {
  activityGoodsNotFound: { zh: '活动商品不存在或已下架', en: 'No such activity goods' },
  notShoppingPoints: {
    zh: '该商品不是购物赚积分商品',
    en: 'This goods does not earn shopping points',
  },
  activityNotFound: { zh: '活动不存在', en: 'No such activity' },
  activityTypeMismatch: {
    zh: '活动与类型不符',
    en: 'The activity is not of this type',
  },
  pointsShort: {
    zh: '积分不足，兑换需要{n}积分',
    en: 'Not enough points: {n} points needed',
  },
  agentOnly: { zh: '权限不足，仅限代理商访问', en: 'Insufficient permission: agents only' },
  rewardDone: { zh: '您已领取过该奖励', en: 'You have already claimed this reward' },
  rewardNotYours: { zh: '只能为自己领取奖励', en: 'You can only claim your own reward' },
  ruleLimit: { zh: '每人限购{n}件', en: 'At most {n} per person' },
  ruleNotStarted: { zh: '活动尚未开始', en: 'The activity has not started yet' },
  ruleRunning: { zh: '活动进行中', en: 'The activity is on' },
  ruleEnded: { zh: '活动已结束', en: 'The activity has ended' },
  ruleNewPerson: {
    zh: '新人专享：仅限未完成过订单的新用户购买一次',
    en: 'New users only: one purchase by a user without a completed order',
  },
  ruleSecondOrder: {
    zh: '第二单特价：完成首单后可购买一次',
    en: 'Second-order special: one purchase after your first completed order',
  },
  ruleExchange: { zh: '每件需{n}积分', en: '{n} points each' },
  ruleZero: { zh: '零元福利：积分全额兑换', en: 'Zero-price welfare: paid wholly in points' },
  ruleEarn: {
    zh: '确认收货后每件赠送{n}积分',
    en: 'Earn {n} points each when you confirm receipt',
  },
  // issue 19 (freight promises): a bundle ships free (freight.service.ts)
  ruleThreeForTen: { zh: '任选3件10元，满3件包邮', en: 'Any 3 for ¥10, free shipping from 3' },
  ruleFreeShipping: { zh: '全国包邮', en: 'Free shipping nationwide' },
  ruleGroup: {
    zh: '{n}人成团，{h}小时内未成团自动退款',
    en: 'Group of {n}; refunded automatically if not full within {h} h',
  },
  ruleFlash: { zh: '限时秒杀，售完即止', en: 'Flash sale while stocks last' },
  ruleRefundPoints: {
    zh: '订单取消或全额退款后积分退回',
    en: 'Points come back when the order is cancelled or fully refunded',
  },
} as const satisfies Messages;

export type ActivityMessageKey = keyof typeof activity;
