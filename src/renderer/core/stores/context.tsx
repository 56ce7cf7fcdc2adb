import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store';

const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStores(): RootStore {
  const s = useContext(StoreContext);
  if (!s) throw new Error('useStores outside StoreProvider');
  return s;
}
