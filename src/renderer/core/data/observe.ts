/**
 * Binds a MobX model to React without requiring an `observer` component: the hook re-renders
 * when the model's snapshot changes (a subscription to a kept-alive computed), so the data hooks
 * work in plain components, in `observer` components and in tests alike.
 *
 * A change re-renders as a transition (issue 21), not synchronously as useSyncExternalStore
 * would: React renders transitions in slices of about 5 ms and batches changes that arrive
 * while one is in progress. Measured reason (Lighthouse mobile, 4x CPU, home): each API answer
 * re-rendered the whole screen in one task (RunMicrotasks, 240–430 ms observed), about 6.4 s of
 * the simulated total blocking time. A transition commits the whole tree at once, so nothing is
 * shown half-updated.
 */
import { computed, reaction } from 'mobx';
import { startTransition, useEffect, useState } from 'react';

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
  const [value, setValue] = useState(store.get);
  useEffect(() => {
    const update = () => startTransition(() => setValue(store.get()));
    // a change between the first render and this subscription
    if (store.get() !== value) update();
    return store.subscribe(update);
    // subscribed once for the component's life; `value` is only the first render's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return value;
}
