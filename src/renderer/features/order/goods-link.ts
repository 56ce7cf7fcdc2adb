/** The goods detail of an order line or review (issue 19: order lines are no dead ends). */
export function goodsDetailLink(goodsId: number, skuId?: number): string {
  const sku = skuId && skuId > 0 ? `&sku_id=${skuId}` : '';
  return `/pages/subpack/goods/detail?goods_id=${goodsId}${sku}`;
}
