/**
 * Order timeline events and logistics traces (issue 19 part E, English everywhere): the server
 * stores an event's CODE and params (order_events.code / params) and renders it in the reader's
 * language (modules/order/order-event-text.ts). `{amount}` is fen rendered as yuan and
 * `{carrier}` a carrier code rendered by shared/carriers.ts before these texts are filled in.
 * In the catalogue (./index.ts) the keys are `orderEvent.<key>`.
 */
import type { Messages } from './lang';

export const orderEvent = {
  created: { zh: '订单已提交', en: 'Order placed' },
  paid: { zh: '支付成功', en: 'Payment received' },
  shipped: { zh: '商家已发货：{carrier} {no}', en: 'Shipped by the seller: {carrier} {no}' },
  received: { zh: '买家已确认收货', en: 'Receipt confirmed by the buyer' },
  receivedLocal: { zh: '已确认收货', en: 'Receipt confirmed' },
  completed: { zh: '订单已完成', en: 'Order completed' },
  reviewed: { zh: '买家已评价', en: 'Reviewed by the buyer' },
  remind: { zh: '买家提醒发货', en: 'The buyer asked the seller to ship' },
  accepted: { zh: '商家已接单', en: 'The shop accepted the order' },
  localReady: { zh: '已备好，请到店自取', en: 'Ready for pick-up at the shop' },
  localDelivering: { zh: '商家已出餐，配送中', en: 'Prepared and out for delivery' },
  closedTimeout: { zh: '超时未支付，订单已关闭', en: 'Closed: not paid in time' },
  closedByBuyer: { zh: '买家取消订单', en: 'Cancelled by the buyer' },
  closedReason: { zh: '订单已关闭：{reason}', en: 'Order closed: {reason}' },
  closedFullRefund: { zh: '全额退款，订单关闭', en: 'Fully refunded, order closed' },
  closedGroupFailed: { zh: '拼团失败，订单已关闭', en: 'Group purchase failed, order closed' },
  groupFailed: { zh: '拼团失败，已自动退款', en: 'Group purchase failed, refunded automatically' },
  groupFailedRefund: {
    zh: '拼团失败，已自动退款¥{amount}',
    en: 'Group purchase failed, ¥{amount} refunded automatically',
  },
  afterSaleApplied: {
    zh: '买家申请售后：退款¥{amount}',
    en: 'The buyer asked for a refund of ¥{amount}',
  },
  afterSaleReturned: {
    zh: '买家已寄回商品：{carrier} {no}',
    en: 'The buyer sent the goods back: {carrier} {no}',
  },
  afterSaleWithdrawn: { zh: '买家撤销售后申请', en: 'The buyer withdrew the after-sale request' },
  afterSaleApproved: { zh: '商家已同意售后申请', en: 'The seller approved the after-sale request' },
  afterSaleRejected: {
    zh: '商家拒绝售后：{reason}',
    en: 'The seller refused the after-sale request: {reason}',
  },
  refunded: { zh: '已退款¥{amount}', en: '¥{amount} refunded' },
  // issue 20 (aftersale): the platform decides (its own stores, arbitration)
  afterSalePlatformApproved: {
    zh: '平台已同意售后申请',
    en: 'The platform approved the after-sale request',
  },
  afterSalePlatformRejected: {
    zh: '平台拒绝售后：{reason}',
    en: 'The platform refused the after-sale request: {reason}',
  },
  afterSaleReceived: { zh: '平台已收到退货', en: 'The platform received the returned parcel' },
  // sandbox logistics traces (order.routes.ts sandboxTracking)
  trackPicked: {
    zh: '商家已发货，快递已揽收',
    en: 'Shipped; the carrier has picked up the parcel',
  },
  trackArrived: { zh: '快件已到达【杭州转运中心】', en: 'Arrived at the Hangzhou sorting centre' },
  trackDeparted: {
    zh: '快件已从【杭州转运中心】发出，发往目的地',
    en: 'Left the Hangzhou sorting centre for its destination',
  },
  trackDelivering: {
    zh: '快件已到达目的地网点，正在派送',
    en: 'At the local delivery station, out for delivery',
  },
  trackSigned: { zh: '快件已签收', en: 'Delivered and signed for' },
} as const satisfies Messages;

export type OrderEventMessageKey = keyof typeof orderEvent;
