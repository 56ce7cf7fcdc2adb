/** The only module that touches socket.io-client; event names from shared/realtime.ts. */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_TIMEOUT_MS } from '../../../shared/constants';
import { SOCKET_PATH, type ServerToClientEvents } from '../../../shared/realtime';

export type RealtimeSocket = Socket<ServerToClientEvents, Record<string, never>>;

export function connectSocket(
  base: string,
  auth: { token: string | null; role: 'user' | 'merchant' },
): RealtimeSocket {
  return io(base, {
    path: SOCKET_PATH,
    auth: { token: auth.token ?? '', role: auth.role },
    timeout: SOCKET_TIMEOUT_MS,
    transports: ['websocket', 'polling'],
    reconnectionDelayMax: 10_000,
  });
}
