/** React access to the consumer socket hub (consumer-realtime.ts). */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { EventName, ServerToClientEvents } from '../../../shared/realtime';
import { consumerRealtime } from './consumer-realtime';

/** Calls `handler` for each event of that name while the component is mounted. */
export function useRealtimeEvent<E extends EventName>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const ref = useRef(handler);
  useLayoutEffect(() => {
    ref.current = handler;
  });
  useEffect(
    () =>
      consumerRealtime().on(event, ((p: never) =>
        (ref.current as (x: never) => void)(p)) as unknown as ServerToClientEvents[E]),
    [event],
  );
}

/** Calls `handler` after every (re)connect while mounted: the place to catch up over HTTP. */
export function useRealtimeReconnect(handler: () => void): void {
  const ref = useRef(handler);
  useLayoutEffect(() => {
    ref.current = handler;
  });
  useEffect(() => consumerRealtime().onConnect(() => ref.current()), []);
}

/** Keeps a socket open (as a guest when not logged in) while mounted. */
export function useGuestSocket(enabled = true): void {
  useEffect(() => (enabled ? consumerRealtime().retainGuest() : undefined), [enabled]);
}
