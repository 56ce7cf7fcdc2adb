/** React access to the kiosk session (realtime store, offline queue) and its events. */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStores } from '../../core/stores/context';
import type { KioskEventMap, KioskEventName } from './realtime-store';
import { kioskSession, type KioskSession } from './session';

export function useKiosk(): KioskSession {
  return kioskSession(useStores());
}

/** Calls `handler` for each event of that name while the component is mounted. */
export function useKioskEvent<E extends KioskEventName>(
  event: E,
  handler: (payload: KioskEventMap[E]) => void,
): void {
  const kiosk = useKiosk();
  const ref = useRef(handler);
  useLayoutEffect(() => {
    ref.current = handler;
  });
  useEffect(() => kiosk.realtime.on(event, (p) => ref.current(p)), [kiosk, event]);
}
