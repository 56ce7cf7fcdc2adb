/**
 * The cart's endpoints (docs/api-catalogue-cart.md): input schemas, output types and URLs, read
 * by the server's cart routes, the client's cart endpoints and the tests (contract/route.ts).
 */
import { z } from 'zod';
import type { FullTier } from '../rules/cart-totals';
import { route } from './route';
import { addCartInput, checkCartInput, delCartInput } from './schemas';
import type { CartLineV2, CartSellerGroup, CartTotalsData } from './types';

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

/** The badge after a change: the sum of the quantities of all the caller's lines. */
export interface CartCountData {
  cart_count: number;
}

export interface CartAddData extends CartCountData {
  /** the line's quantity after the call */
  quantity: number;
}

export const CART = {
  list: route<CartListData>()('/api/cart/cart_list', z.object({})),
  /** add: the line grows by `num`; set: the line's quantity becomes `num` */
  add: route<CartAddData>()('/api/cart/add_cart', addCartInput),
  check: route<CartCountData>()('/api/cart/check_cart', checkCartInput),
  del: route<CartCountData>()('/api/cart/del_cart', delCartInput),
};
