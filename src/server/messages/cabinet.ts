/**
 * Messages of the merchant cabinet area. In the catalogue (./index.ts) the keys are
 * `cabinet.<key>`: `t(lang, 'cabinet.<key>', params)`.
 */
import type { Messages } from './lang';

export const cabinet = {
  // --- cabinets, cabinet classes and goods, slots and stock, restock ---
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
  // --- cabinet sales ---
  goodsOff: { zh: '商品已下架', en: 'The goods are off sale' },
  orderNotFound: { zh: '订单不存在', en: 'No such order' },
  orderNotUnpaid: { zh: '订单不是待支付状态', en: 'The order is not awaiting payment' },
  // --- the merchant's shop (categories and goods) ---
  shopClassNotFound: { zh: '分类不存在', en: 'No such category' },
  shopClassExists: { zh: '分类名称已存在', en: 'A category with this name exists' },
  shopClassNotEmpty: { zh: '分类下还有商品', en: 'The category still has goods' },
  categoryNotLeaf: { zh: '请选择最末级的平台分类', en: 'Choose a lowest-level platform category' },
  noSeller: { zh: '商家还没有店铺', en: 'The merchant has no shop' },
  // --- addresses, purchase (jinhuo), money ---
  addressNotFound: { zh: '地址不存在', en: 'No such address' },
  addressLimit: { zh: '最多保存20个地址', en: 'At most 20 addresses' },
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
  // --- issue 18 part C (partial receipt, carriers, settlement) ---
  receiveNothingFits: { zh: '没有可收货的货道：{lines}', en: 'Nothing could be received: {lines}' },
  receiveLeft_no_slot: {
    zh: '{name} {n}{unit}：没有该商品的货道，也没有空货道',
    en: '{name} {n} {unit}: no slot of this product and no empty slot',
  },
  receiveLeft_capacity: {
    zh: '{name} {n}{unit}：货道已满（容量不足）',
    en: '{name} {n} {unit}: its slots are full (capacity)',
  },
  receiveLeft_other_goods: {
    zh: '{name} {n}{unit}：所选货道存放着其他商品',
    en: '{name} {n} {unit}: the chosen slot holds other goods',
  },
  receiveLeft_not_chosen: {
    zh: '{name} {n}{unit}：未选择收货',
    en: '{name} {n} {unit}: not chosen for this receipt',
  },
  purchasedClass: { zh: '进货商品', en: 'Purchased goods' },
} as const satisfies Messages;

export type CabinetMessageKey = keyof typeof cabinet;
