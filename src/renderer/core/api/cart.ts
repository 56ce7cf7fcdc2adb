import type { CartData } from '../../../shared/contract';
import { http } from './client';

export const getCartList = () =>
  http().get<CartData>('api/cart/cart_list', {}, { loginRequired: true });
export const addCart = (goodsId: number, skuId: number, num = 1) =>
  http().post<{ cart_count: number }>(
    'api/cart/add_cart',
    { goods_id: goodsId, sku_id: skuId, num },
    { loginRequired: true },
  );
