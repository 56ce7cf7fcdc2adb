/**
 * Messages of the console's promotions (issue 23, part promotions, modules/ops/promo-activity.*).
 * In the catalogue (./index.ts) the keys are `opsPromo.<key>`.
 */
import type { Messages } from './lang';

export const opsPromo = {
  activityNotFound: { zh: '活动不存在', en: 'No such activity' },
  typeUnknown: { zh: '不支持的活动类型', en: 'Unknown activity type' },
  endBeforeStart: { zh: '结束时间必须晚于开始时间', en: 'The end must come after the start' },
  endPassed: { zh: '结束时间已过', en: 'The end time has already passed' },
  onlyFlashSlots: {
    zh: '只有限时秒杀可以一次设置多个场次',
    en: 'Only a flash sale takes several time slots',
  },
  slotsOverlap: { zh: '秒杀场次的时间不能重叠', en: 'Flash-sale slots must not overlap' },
  skuTwice: { zh: '同一个规格只能添加一次：{title}', en: 'A SKU is listed twice: {title}' },
  skuNotFound: { zh: '规格不存在：{id}', en: 'No such SKU: {id}' },
  goodsOff: { zh: '商品已下架：{title}', en: 'Goods off the shelf: {title}' },
  priceAbove: {
    zh: '活动价不能高于原价：{title}（原价 {price} 分）',
    en: 'The activity price is above the shop price: {title} (shop price {price} fen)',
  },
  priceZero: {
    zh: '活动价为 0 时必须设置兑换积分：{title}',
    en: 'An activity price of 0 needs points: {title}',
  },
  pointsNeeded: {
    zh: '积分类活动的商品必须设置积分：{title}',
    en: 'Goods of a points activity need points: {title}',
  },
  pointsNotAllowed: {
    zh: '该类型活动的商品不能设置积分：{title}',
    en: 'Goods of this activity type take no points: {title}',
  },
  zeroPrice: {
    zh: '零元福利的活动价必须为 0：{title}',
    en: 'Zero-price welfare goods must cost 0: {title}',
  },
  capAboveStock: {
    zh: '活动库存 {cap} 超过可用库存 {stock}：{title}',
    en: 'Activity stock {cap} is above the available stock {stock}: {title}',
  },
  capBelowSold: {
    zh: '活动库存不能少于已售 {sold} 件：{title}',
    en: 'Activity stock cannot be below the {sold} sold: {title}',
  },
  skuOverlap: {
    zh: '{title} 已在同类型的活动「{activity}」(#{id}) 中，时间重叠',
    en: '{title} is already in the overlapping activity "{activity}" (#{id}) of the same type',
  },
  groupSize: { zh: '成团人数至少 2 人', en: 'A group needs at least 2 members' },
  brandNotFound: { zh: '品牌不存在', en: 'No such brand' },
  brandMismatch: {
    zh: '品牌日活动只能添加该品牌的商品：{title}',
    en: 'A brand-day activity takes only that brand’s goods: {title}',
  },
  ended: { zh: '活动已结束，不能修改', en: 'The activity has ended and cannot change' },
  startLocked: {
    zh: '活动已开始，不能修改开始时间',
    en: 'The activity has started: its start cannot change',
  },
  soldPriceLocked: {
    zh: '{title} 已售出，不能修改活动价或积分',
    en: '{title} has sold: its activity price and points cannot change',
  },
  soldRemoved: {
    zh: '{title} 已售出，不能从活动中移除',
    en: '{title} has sold and cannot leave the activity',
  },
  notPausable: {
    zh: '只有未开始或进行中的活动可以暂停',
    en: 'Only a scheduled or running activity can pause',
  },
  notPaused: { zh: '活动未暂停', en: 'The activity is not paused' },
} as const satisfies Messages;

export type OpsPromoMessageKey = keyof typeof opsPromo;
