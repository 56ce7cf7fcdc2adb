/**
 * Binds a MobX model to React without requiring an `observer` component: the hook re-renders
 * when the model's snapshot changes (useSyncExternalStore over a kept-alive computed), so the
 * data hooks work in plain components, in `observer` components and in tests alike.
 */
import { computed, reaction } from 'mobx';
import { useState, useSyncExternalStore } from 'react';

export function useSnapshot<S>(read: () => S): S {
  const [store] = useState(() => {
    // Kept alive: the same object is returned until an observable it read changes (React needs
    // a stable snapshot between changes).
    const snapshot = computed(read, { keepAlive: true });
    return {
      get: () => snapshot.get(),
      subscribe: (onChange: () => void) => reaction(() => snapshot.get(), onChange),
    };
  });
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
