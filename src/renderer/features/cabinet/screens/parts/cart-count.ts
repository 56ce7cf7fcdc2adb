/** The merchant cart's line count for the cart button (market and detail screens). */
import { useCallback, useEffect, useState } from 'react';
import * as buyApi from '../../purchase/api';

export const CART_PAGE = '/pages/guishang/cart/cart';

export function useCartCount(): { count: number | null; setCount: (n: number) => void } {
  const [count, setCount] = useState<number | null>(null);
  const load = useCallback(async () => {
    try {
      const res = await buyApi.cartList();
      setCount(res.data.list.length);
    } catch {
      // the badge stays as it was; adding still works
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { count, setCount };
}
