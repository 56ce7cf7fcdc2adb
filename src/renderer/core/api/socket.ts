/**
 * The only module that touches socket.io-client; event names from shared/realtime.ts.
 * socket.io-client is loaded on first connect (only logged-in sessions use it), which keeps it
 * out of the first load of the shop.
 */
import type { Socket } from 'socket.io-client';
import { SOCKET_TIMEOUT_MS } from '../../../shared/constants';
import { SOCKET_PATH, type ServerToClientEvents } from '../../../shared/realtime';

export type RealtimeSocket = Socket<ServerToClientEvents, Record<string, never>>;

export async function connectSocket(
  base: string,
  auth: { token: string | null; role: 'user' | 'merchant' },
): Promise<RealtimeSocket> {
  const { io } = await import('socket.io-client');
  return io(base, {
    path: SOCKET_PATH,
    auth: { token: auth.token ?? '', role: auth.role },
    timeout: SOCKET_TIMEOUT_MS,
    transports: ['websocket', 'polling'],
    reconnectionDelayMax: 10_000,
  });
}
