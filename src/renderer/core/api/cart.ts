/**
 * Cart endpoints (docs/api-catalogue-cart.md). All login-required: without a token the wrapper
 * sends the user to login with the return target saved. 423 (not enough stock) resolves with the
 * envelope after the wrapper toasted the server's message, so callers check `code`.
 */
import type { CartLineV2, CartSellerGroup, CartTotalsData } from '../../../shared/contract';
import type { FullTier } from '../../../shared/rules/cart-totals';
import { http } from './client';

/** `/api/cart/cart_list`: valid lines by seller, invalid lines apart, the server's totals. */
export interface CartListData {
  groups: CartSellerGroup[];
  invalid: CartLineV2[];
  totals: CartTotalsData;
  /** sum of the quantities of all lines: the cart badge */
  cart_count: number;
  /** the full-reduction tiers the totals were computed with */
  full_discount: FullTier[];
}

export type CartAddMode = 'add' | 'set';

export const getCartList = () =>
  http().get<CartListData>('api/cart/cart_list', {}, { loginRequired: true });

/** `add` adds `num` to the line (creating it), `set` replaces the line's quantity. */
export const addCart = (goodsId: number, skuId: number, num = 1, mode: CartAddMode = 'add') =>
  http().post<{ cart_count: number; quantity: number }>(
    'api/cart/add_cart',
    { goods_id: goodsId, sku_id: skuId, num, mode },
    { loginRequired: true },
  );

/** Checks or unchecks lines; `'all'` is every line of the caller. */
export const checkCart = (ids: readonly number[] | 'all', checked: boolean) =>
  http().post<{ cart_count: number }>(
    'api/cart/check_cart',
    { ids: ids === 'all' ? 'all' : ids.join(','), is_check: checked ? 1 : 0 },
    { loginRequired: true },
  );

export const delCart = (ids: readonly number[]) =>
  http().post<{ cart_count: number }>(
    'api/cart/del_cart',
    { ids: ids.join(',') },
    { loginRequired: true },
  );
