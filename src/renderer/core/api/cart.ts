/**
 * Cart endpoints (docs/api-catalogue-cart.md). All login-required: without a token the wrapper
 * sends the user to login with the return target saved. 423 (not enough stock) resolves with the
 * envelope after the wrapper toasted the server's message, so callers check `code`.
 */
import type { CART, CartListData } from '../../../shared/contract/cart';
import { http } from './client';

export type { CartListData };

export type CartAddMode = 'add' | 'set';

export const getCartList = () =>
  http().call<typeof CART.list>('GET', 'api/cart/cart_list', {}, { loginRequired: true });

/** `add` adds `num` to the line (creating it), `set` replaces the line's quantity. */
export const addCart = (goodsId: number, skuId: number, num = 1, mode: CartAddMode = 'add') =>
  http().call<typeof CART.add>(
    'POST',
    'api/cart/add_cart',
    { goods_id: goodsId, sku_id: skuId, num, mode },
    { loginRequired: true },
  );

/** Checks or unchecks lines; `'all'` is every line of the caller. */
export const checkCart = (ids: readonly number[] | 'all', checked: boolean) =>
  http().call<typeof CART.check>(
    'POST',
    'api/cart/check_cart',
    { ids: ids === 'all' ? 'all' : ids.join(','), is_check: checked ? 1 : 0 },
    { loginRequired: true },
  );

export const delCart = (ids: readonly number[]) =>
  http().call<typeof CART.del>(
    'POST',
    'api/cart/del_cart',
    { ids: ids.join(',') },
    { loginRequired: true },
  );
