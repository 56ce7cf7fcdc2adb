/**
 * Messages of the local shop. In the catalogue (./index.ts) the keys are
 * `local.<key>`: `t(lang, 'local.<key>', params)`.
 */
import type { Messages } from './lang';

export const local = {
  shopNotFound: { zh: '店铺不存在或已关闭', en: 'No such shop' },
  itemNotFound: { zh: '商品不存在或已下架', en: 'No such item' },
  orderNotFound: { zh: '订单不存在', en: 'No such order' },
  categoryNotFound: { zh: '分类不存在', en: 'No such category' },
  shopClosedUntil: {
    zh: '店铺休息中，{time} 开始营业',
    en: 'The shop is closed; it opens at {time}',
  },
  shopClosed: { zh: '店铺休息中，暂不接单', en: 'The shop is closed and takes no orders' },
  shopPaused: { zh: '店铺暂停营业', en: 'The shop has paused business' },
  slotInvalid: {
    zh: '预约时间须在营业时间内，且在30分钟后、2天内',
    en: 'Choose a time within opening hours, 30 minutes to 2 days ahead',
  },
  belowMinimum: { zh: '还差¥{gap}起送', en: '¥{gap} more to reach the minimum order' },
  outOfRange: {
    zh: '超出配送范围（距离{km}公里，配送范围{max}公里）',
    en: 'Out of the delivery range ({km} km away, delivers within {max} km)',
  },
  chooseLocation: { zh: '请先选择收货位置', en: 'Choose the delivery location first' },
  addressRequired: { zh: '请选择收货地址', en: 'Choose a delivery address' },
  addressForbidden: { zh: '收货地址不存在', en: 'No such delivery address' },
  noDelivery: { zh: '该店铺不提供配送，请选择到店自取', en: 'This shop does not deliver' },
  noPickup: { zh: '该店铺不提供自取', en: 'This shop does not offer pick-up' },
  soldOut: { zh: '已售罄：{title}', en: 'Sold out: {title}' },
  offMenu: { zh: '已下架：{title}', en: 'No longer on the menu: {title}' },
  notEnough: { zh: '库存不足：{title}', en: 'Not enough stock: {title}' },
  skuNotOfShop: { zh: '商品不属于该店铺', en: 'not an item of this shop' },
  cancelUnpaidOnly: { zh: '只能取消待支付的订单', en: 'Only unpaid orders can be cancelled' },
  cancelled: { zh: '用户取消订单', en: 'Cancelled by the buyer' },
  receiveShippedOnly: {
    zh: '订单尚未送出，暂不能确认收货',
    en: 'The order has not been sent out yet',
  },
  applicationOpen: {
    zh: '您已提交过开店申请或已拥有店铺',
    en: 'You already have an application or a shop',
  },
  notOwner: { zh: '仅店主可以操作该店铺', en: 'Only the shop owner can do this' },
  orderStateWrong: { zh: '订单状态已变化，请刷新', en: 'The order has changed; refresh' },
  imageNotOwn: { zh: '图片须为本人上传', en: 'Images must be your own uploads' },
  asap: { zh: '尽快送达', en: 'As soon as possible' },
  asapPickup: { zh: '尽快取餐', en: 'Pick up as soon as possible' },
  today: { zh: '今天', en: 'Today' },
  tomorrow: { zh: '明天', en: 'Tomorrow' },
  dayAfter: { zh: '后天', en: 'Day after tomorrow' },
  paidEvent: { zh: '商家已接单', en: 'Accepted by the shop' },
} as const satisfies Messages;

export type LocalMessageKey = keyof typeof local;
