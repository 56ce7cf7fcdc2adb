import { useCallback, useEffect, useState } from 'react';
import { readCart, writeCart, type Cart } from './cart';

/**
 * The per-shop cart of a screen: read from localStorage, written back on every change, and
 * re-read when another tab changes it (the `storage` event) so two tabs never overwrite each
 * other with stale carts.
 */
export function useLocalCart(shopId: number): [Cart, (next: Cart) => void] {
  const [cart, setCart] = useState<Cart>(() => readCart(shopId));

  useEffect(() => {
    setCart(readCart(shopId));
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key.startsWith('local:cart:')) setCart(readCart(shopId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [shopId]);

  const update = useCallback((next: Cart) => {
    writeCart(next);
    setCart(next);
  }, []);

  return [cart, update];
}
