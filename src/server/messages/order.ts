/**
 * Messages of the order, payment, after-sale and review modules. In the catalogue (./index.ts) the keys are
 * `order.<key>`: `t(lang, 'order.<key>', params)`.
 */
import type { Messages } from './lang';

export const order = {
  orderNotFound: { zh: '订单不存在', en: 'No such order' },
  stockShortGoods: { zh: '库存不足：{title}', en: 'Not enough stock: {title}' },
  goodsOff: { zh: '商品已下架：{title}', en: 'No longer on sale: {title}' },
  nothingToBuy: { zh: '请选择要购买的商品', en: 'Choose the goods to buy' },
  addressRequired: { zh: '请选择收货地址', en: 'Choose a delivery address' },
  couponUnusable: { zh: '该优惠券不可用', en: 'This coupon cannot be used' },
  activityEnded: { zh: '活动已结束', en: 'The activity has ended' },
  activityCapOut: {
    zh: '活动库存不足，仅剩{n}件',
    en: 'Not enough activity stock: {n} left',
  },
  activityLimit: {
    zh: '超出限购数量，每人限购{n}件',
    en: 'Purchase limit reached: at most {n} per person',
  },
  newPersonUnpaid: {
    zh: '您有未支付的新人订单，请先支付',
    en: 'You have an unpaid new-user order; pay it first',
  },
  newPersonLimit: { zh: '已达到最大购买数量', en: 'Maximum purchase reached' },
  newPersonOnly: { zh: '仅限新用户购买', en: 'For new users only' },
  secondOrderFirst: {
    zh: '完成首单后才可参加第二单活动',
    en: 'Complete your first order to join the second-order offer',
  },
  secondOrderDone: {
    zh: '您已参加过第二单活动',
    en: 'You have already used the second-order offer',
  },
  illegalTransition: {
    zh: '订单当前状态不能{action}',
    en: 'The order cannot be {action} in its current state',
  },
  afterSaleOpen: {
    zh: '订单售后处理中，暂不能操作',
    en: 'An after-sale request of this order is open',
  },
  payClosed: { zh: '订单已关闭或已支付', en: 'The order is closed or already paid' },
  payChannelUnavailable: {
    zh: '当前环境无法使用该支付方式，请换一种方式支付',
    en: 'This way to pay is not available here; choose another',
  },
  payProviderBusy: {
    zh: '支付服务暂时无法连接，请稍后重试',
    en: 'The payment service cannot be reached; try again in a moment',
  },
  payProviderRefused: {
    zh: '支付未能发起，请换一种方式支付或联系客服',
    en: 'The payment could not be started; choose another way or contact us',
  },
  payPasswordNotSet: { zh: '请先设置支付密码', en: 'Set a pay password first' },
  payPasswordRequired: { zh: '请输入支付密码', en: 'Enter your pay password' },
  insufficient: { zh: '余额不足', en: 'Insufficient funds' },
  walletUnavailable: {
    zh: '暂不支持该支付方式',
    en: 'This payment method is not available yet',
  },
  remindTooSoon: { zh: '已提醒发货，请24小时后再试', en: 'Already reminded; try again in 24 h' },
  afterSaleNotFound: { zh: '售后申请不存在', en: 'No such after-sale request' },
  afterSaleAmount: {
    zh: '退款金额不能超过{n}元',
    en: 'The refund may not exceed ¥{n}',
  },
  afterSaleExists: {
    zh: '该订单已有售后申请在处理中',
    en: 'An after-sale request of this order is already open',
  },
  afterSaleState: {
    zh: '售后申请当前状态不能执行此操作',
    en: 'The after-sale request cannot do this in its current state',
  },
  afterSaleWindowPassed: {
    zh: '售后期已过（收货后 {days} 天内可申请）',
    en: 'The after-sale window has passed (within {days} days of receipt)',
  },
  imageNotOwn: { zh: '图片不存在', en: 'Unknown image' },
  reviewItem: {
    zh: '评价的商品不属于该订单或已评价',
    en: 'Item not in this order or already reviewed',
  },
  notShipped: { zh: '订单尚未发货', en: 'The order has not shipped' },
} as const satisfies Messages;

export type OrderMessageKey = keyof typeof order;

/** Action names for the illegal-transition message. */
export const ACTION_TEXT: Messages = {
  pay: { zh: '支付', en: 'paid' },
  ship: { zh: '发货', en: 'shipped' },
  receive: { zh: '确认收货', en: 'received' },
  review: { zh: '评价', en: 'reviewed' },
  close: { zh: '关闭', en: 'closed' },
  delete: { zh: '删除', en: 'deleted' },
  remind: { zh: '提醒发货', en: 'reminded' },
  after_sale: { zh: '申请售后', en: 'refunded' },
};
