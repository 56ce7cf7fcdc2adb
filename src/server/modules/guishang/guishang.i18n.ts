/** Messages of the merchant cabinet area (same shape as lib/i18n.ts, kept beside the module). */
import type { Lang } from '../../lib/i18n';

const MESSAGES = {
  cabinetNotFound: { zh: '柜子不存在', en: 'No such cabinet' },
  classNotFound: { zh: '分类不存在', en: 'No such class' },
  classExists: { zh: '分类名称已存在', en: 'A class with this name exists' },
  classNotEmpty: { zh: '分类下还有商品', en: 'The class still has goods' },
  goodsNotFound: { zh: '商品不存在', en: 'No such goods' },
  goodsExists: { zh: '该规格已添加为柜子商品', en: 'This SKU is already a cabinet goods' },
  skuNotFound: { zh: '商品规格不存在', en: 'No such SKU' },
  slotNotFound: { zh: '货道不存在', en: 'No such slot' },
  notEnough: { zh: '库存不足', en: 'Not enough stock' },
  overCapacity: { zh: '超出货道容量', en: 'Above the slot capacity' },
  keyReused: {
    zh: '幂等键已用于另一次库存变动',
    en: 'The idempotency key was used for another stock movement',
  },
  madeAtFuture: {
    zh: '库存变动时间晚于服务器时间',
    en: 'The stock movement is dated in the future',
  },
  madeAtTooOld: {
    zh: '离线库存变动已超过会话最长期限，无法补录',
    en: 'The offline stock movement is older than the longest merchant session',
  },
  restockNotFound: { zh: '补货记录不存在', en: 'No such restock record' },
  restockFinished: { zh: '补货记录已完成', en: 'The restock record is already finished' },
  restockLines: {
    zh: '请填写每一行的实际放入数量',
    en: 'Give the quantity put in for every line',
  },
  shortfall: { zh: '补货短缺', en: 'Restock shortfall' },
  goodsOff: { zh: '商品已下架', en: 'The goods are off sale' },
  orderNotFound: { zh: '订单不存在', en: 'No such order' },
  orderNotUnpaid: { zh: '订单不是待支付状态', en: 'The order is not awaiting payment' },
} as const satisfies Record<string, Record<Lang, string>>;

export type GuishangMessageKey = keyof typeof MESSAGES;

export function gm(lang: Lang, key: GuishangMessageKey): string {
  return MESSAGES[key][lang];
}
