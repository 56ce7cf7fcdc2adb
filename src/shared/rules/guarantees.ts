// Service guarantees of a goods (服务保障, issue 19 layout), as CODES the client renders.
//
// The data has no per-goods after-sale policy (goods and after_sales carry no "no reason return"
// flag), so the 7-day no-reason return is derived from the category: China's consumer protection
// law (art. 25) exempts perishable fresh goods (鲜活易腐) from it, and malls also exempt frozen
// food and fresh dairy. Such goods show "不支持7天无理由退货" instead, as the large malls do.
// Every goods sold here carries the genuine guarantee (正品保障).

export type GuaranteeCode = 'genuine' | 'no_reason_7d' | 'no_reason_excluded';

/** Category names (top level or leaf, as seeded) whose goods are exempt. */
export const NO_REASON_EXEMPT_CATEGORIES: readonly string[] = [
  '生鲜果蔬',
  '新鲜水果',
  '新鲜蔬菜',
  '肉禽蛋品',
  '海鲜水产',
  '速冻食品',
  '牛奶乳品',
];

/** The guarantees of a goods whose category and its ancestors have these names. */
export function guaranteesOf(categoryNames: readonly string[]): GuaranteeCode[] {
  const exempt = categoryNames.some((n) => NO_REASON_EXEMPT_CATEGORIES.includes(n));
  return ['genuine', exempt ? 'no_reason_excluded' : 'no_reason_7d'];
}
