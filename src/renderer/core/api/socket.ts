/**
 * The only module that touches socket.io-client; event names from shared/realtime.ts.
 * socket.io-client is loaded on first connect (only logged-in sessions use it), which keeps it
 * out of the first load of the shop.
 */
import type { Socket } from 'socket.io-client';
import { SOCKET_TIMEOUT_MS } from '../../../shared/constants';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAuth,
} from '../../../shared/realtime';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export async function connectSocket(
  base: string,
  auth: Omit<SocketAuth, 'token' | 'role'> & {
    token: string | null;
    role: SocketAuth['role'] | 'guest';
  },
): Promise<RealtimeSocket> {
  const { io } = await import('socket.io-client');
  // A guest (no token) connects too: live-room audiences (docs/api-live.md).
  const handshake: SocketAuth = {
    token: auth.token ?? '',
    role: auth.role === 'guest' ? 'user' : auth.role,
  };
  // A kiosk names its cabinet to join that cabinet's room (docs/api-guishang.md).
  if (auth.cabinet_id) handshake.cabinet_id = auth.cabinet_id;
  // A kiosk's session only connects from its terminal (docs/security.md "Sessions").
  if (auth.terminal_id) handshake.terminal_id = auth.terminal_id;
  return io(base, {
    path: SOCKET_PATH,
    auth: handshake,
    timeout: SOCKET_TIMEOUT_MS,
    transports: ['websocket', 'polling'],
    reconnectionDelayMax: 10_000,
  });
}
