/**
 * The console's live updates (issue 20): one operator socket per session (handshake
 * `role: 'operator'`; the server joins it to the rooms of its role's permissions,
 * server/lib/ops-events.ts) and `useOpsChanged`, which calls a screen back when a topic it shows
 * changed, so the screen re-reads through its guarded route. The socket is opened by the first
 * screen that listens and closed when the session's token changes (logout) or the last listener
 * leaves.
 */
import { useEffect, useRef } from 'react';
import { EVENTS, type OpsChangedPayload, type OpsTopic } from '../../../shared/realtime';
import { connectSocket, type RealtimeSocket } from '../../core/api/socket';
import { runtimeConfig } from '../../core/platform/runtime';
import { useSession } from './context';

type Listener = (p: OpsChangedPayload) => void;

let current: { token: string; socket: Promise<RealtimeSocket> } | null = null;
const listeners = new Set<Listener>();

function socketFor(token: string): Promise<RealtimeSocket> {
  if (current?.token === token) return current.socket;
  close();
  const socket = connectSocket(runtimeConfig().socketBase, { token, role: 'operator' }).then(
    (s) => {
      s.on(EVENTS.opsChanged, (p) => {
        for (const l of [...listeners]) l(p);
      });
      return s;
    },
  );
  current = { token, socket };
  return socket;
}

function close(): void {
  const was = current;
  current = null;
  void was?.socket.then((s) => s.disconnect()).catch(() => undefined);
}

/**
 * Calls `onChange` when one of `topics` changed (while the screen is mounted and the operator has
 * a session). `onChange` may change between renders; the latest one is called.
 */
export function useOpsChanged(topics: readonly OpsTopic[], onChange: Listener): void {
  const session = useSession();
  const token = session.token;
  const latest = useRef(onChange);
  latest.current = onChange;
  const key = topics.join(',');
  useEffect(() => {
    if (!token) return undefined;
    const wanted = new Set(key.split(','));
    const listener: Listener = (p) => {
      if (wanted.has(p.topic)) latest.current(p);
    };
    listeners.add(listener);
    void socketFor(token).catch(() => undefined);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) close();
    };
  }, [token, key]);
}
