/** Messages of the merchant trade area (same shape as lib/i18n.ts, kept beside the module). */
import type { Lang } from '../../lib/i18n';

const MESSAGES = {
  classNotFound: { zh: '分类不存在', en: 'No such category' },
  classExists: { zh: '分类名称已存在', en: 'A category with this name exists' },
  classNotEmpty: { zh: '分类下还有商品', en: 'The category still has goods' },
  categoryNotLeaf: { zh: '请选择最末级的平台分类', en: 'Choose a lowest-level platform category' },
  goodsNotFound: { zh: '商品不存在', en: 'No such goods' },
  skuNotFound: { zh: '商品规格不存在', en: 'No such SKU' },
  noSeller: { zh: '商家还没有店铺', en: 'The merchant has no shop' },
  notEnough: { zh: '库存不足', en: 'Not enough stock' },
  keyReused: {
    zh: '幂等键已用于另一次库存变动',
    en: 'The idempotency key was used for another stock movement',
  },
  overCapacity: { zh: '超出货道容量', en: 'Above the slot capacity' },
  slotNotFound: { zh: '货道不存在', en: 'No such slot' },
  orderNotFound: { zh: '订单不存在', en: 'No such order' },
  addressNotFound: { zh: '地址不存在', en: 'No such address' },
  addressLimit: { zh: '最多保存20个地址', en: 'At most 20 addresses' },
  cabinetNotFound: { zh: '柜子不存在', en: 'No such cabinet' },
  supplyNotFound: { zh: '进货商品不存在', en: 'No such supplier goods' },
  supplyOff: { zh: '进货商品已下架', en: 'The supplier goods is no longer offered' },
  belowMin: { zh: '低于起订量', en: 'Below the minimum order quantity' },
  cartItemNotFound: { zh: '购物车商品不存在', en: 'No such cart item' },
  cartEmpty: { zh: '请选择要结算的商品', en: 'Choose the goods to order' },
  notUnpaid: { zh: '订单不是待付款状态', en: 'The order is not awaiting payment' },
  notPaid: { zh: '订单不是待收货状态', en: 'The order is not awaiting delivery' },
  linesInvalid: { zh: '收货行不属于该订单', en: 'A line is not part of the order' },
  passwordRequired: { zh: '请输入登录密码', en: 'Enter the login password' },
  passwordWrong: { zh: '密码错误', en: 'Wrong password' },
  balanceLow: { zh: '余额不足', en: 'Not enough balance' },
} as const satisfies Record<string, Record<Lang, string>>;

export type TradeMessageKey = keyof typeof MESSAGES;

export function tm(lang: Lang, key: TradeMessageKey): string {
  return MESSAGES[key][lang];
}
