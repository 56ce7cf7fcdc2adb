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
  // --- reports (issue 18, brief D): range refusals, CSV headers and labels ---
  reportReversed: { zh: '结束日期早于开始日期', en: 'The end date is before the start date' },
  reportTooLong: { zh: '日期范围不能超过{max}天', en: 'The range may cover at most {max} days' },
  csvPeriod: { zh: '周期', en: 'Period' },
  csvCabinet: { zh: '柜子', en: 'Cabinet' },
  csvProduct: { zh: '商品', en: 'Product' },
  csvSkuId: { zh: '规格ID', en: 'SKU id' },
  csvOrders: { zh: '订单数', en: 'Orders' },
  csvUnits: { zh: '件数', en: 'Units' },
  csvAmount: { zh: '金额(元)', en: 'Amount (yuan)' },
  csvReason: { zh: '原因', en: 'Reason' },
  csvIn: { zh: '入库件数', en: 'Units in' },
  csvOut: { zh: '出库件数', en: 'Units out' },
  csvCount: { zh: '记录数', en: 'Records' },
  csvShortfall: { zh: '短缺件数', en: 'Shortfall units' },
  csvOpen: { zh: '待处理', en: 'Open' },
  csvResolved: { zh: '已解决', en: 'Resolved' },
  csvCompensated: { zh: '已赔付', en: 'Compensated' },
  csvSpend: { zh: '进货金额(元)', en: 'Purchase spend (yuan)' },
  reason_stock_in: { zh: '入库', en: 'Stock in' },
  reason_stock_out: { zh: '出库', en: 'Stock out' },
  reason_sale: { zh: '销售', en: 'Sale' },
  reason_restock: { zh: '补货', en: 'Restock' },
  reason_correction: { zh: '盘点修正', en: 'Correction' },
  reason_release: { zh: '取消退回', en: 'Cancelled sale returned' },
  // --- issue 18 part A (slots): cabinet set-up, low-stock alerts ---
  slotWrongProduct: {
    zh: '该货道已分配给其他商品',
    en: 'The slot is assigned to another product',
  },
  slotHoldsStock: {
    zh: '货道还有库存（{n}件），请先清空',
    en: 'The slot still holds {n} units: empty it first',
  },
  notCabinetGoods: {
    zh: '该规格不是本店的柜子商品',
    en: 'The SKU is not one of your cabinet goods',
  },
  gridShrinkBlocked: {
    zh: '要移除的货道{slot}还有库存或已分配商品',
    en: 'Slot {slot} to be removed still holds stock or a product',
  },
  capacityBelowHeld: {
    zh: '容量不能小于货道现有数量（{n}）',
    en: 'The capacity cannot be below what the slot holds ({n})',
  },
  reorderAboveCapacity: {
    zh: '补货提醒数量须在0到容量之间',
    en: 'The reorder level must be between 0 and the capacity',
  },
  emptyTarget: {
    zh: '目标货道须是同一商品或空货道，且不是本货道',
    en: 'The target slot must hold the same product or be empty, and not be this slot',
  },
  alertNotFound: { zh: '提醒不存在', en: 'No such alert' },
  alertNotOpen: { zh: '该提醒已处理', en: 'The alert is already handled' },
  // --- couriers, work orders, abnormal handling (issue 18, part B: courier) ---
  courierForbidden: {
    zh: '配送员无权进行此操作',
    en: 'A courier may not do this',
  },
  courierNotFound: { zh: '配送员不存在', en: 'No such courier' },
  courierDisabled: { zh: '配送员已停用', en: 'The courier is disabled' },
  // issue 23: an operator assigns a courier its cabinets
  courierNotServing: {
    zh: '配送员{name}未负责此柜，请联系平台运营分配',
    en: 'Courier {name} does not serve this cabinet; ask the operator to assign it',
  },
  accountTaken: { zh: '账号已被使用', en: 'This account is taken' },
  workOrderNotFound: { zh: '补货工单不存在', en: 'No such work order' },
  lineNotFound: { zh: '补货行不存在', en: 'No such restock line' },
  putInAboveExpected: {
    zh: '货道{slot}（{goods}）：放入数量不能超过应补{expected}',
    en: 'Slot {slot} ({goods}): put in at most the expected {expected}',
  },
  lineOverCapacity: {
    zh: '货道{slot}（{goods}）：超出货道容量，最多还能放入{room}',
    en: 'Slot {slot} ({goods}): above the slot capacity, {room} more fit',
  },
  reasonCodeRequired: {
    zh: '货道{slot}（{goods}）：请选择短缺原因',
    en: 'Slot {slot} ({goods}): choose the shortfall reason',
  },
  nothingToRestock: {
    zh: '该柜子没有需要补货的货道',
    en: 'No slot of this cabinet needs restocking',
  },
  abnormalNotFound: { zh: '异常记录不存在', en: 'No such abnormal record' },
  abnormalHandled: { zh: '异常记录已处理', en: 'The abnormal record is already handled' },
  noteRequired: { zh: 'note: 赔付需填写说明', en: 'note: a compensation needs a note' },
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
