/** Goods detail extras (docs/api-catalogue-cart.md): SKU props, SKUs with stock, freight. */
import type { CATALOGUE } from '../../../../shared/contract/catalogue';
import { http } from '../../../core/api/client';

export const getPropList = (goodsId: number) =>
  http().call<typeof CATALOGUE.props>('GET', 'api/goods/prop_list', { goods_id: goodsId });

/** SKUs with their warehouse stock. */
export const getSkuList = (goodsId: number) =>
  http().call<typeof CATALOGUE.skus>('GET', 'api/goods/sku_list', { goods_id: goodsId });

/**
 * Freight for `num` of a goods. Optional login: with a stored token (sent in the headers) the
 * server quotes for the user's default address, else for the default region.
 */
export const getFreight = (q: {
  goods_id: number;
  sku_id?: number;
  num?: number;
  address_id?: number;
  /** an activity detail's activity goods: quoted at the activity price, as checkout charges */
  activity_goods_id?: number;
  signal?: AbortSignal;
}) => {
  const { signal, ...data } = q;
  return http().call<typeof CATALOGUE.freight>('GET', 'api/goods/get_freight', data, { signal });
};
