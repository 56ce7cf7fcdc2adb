/**
 * socket.io on the HTTP server: authenticated by token (handshake `auth: { token, role,
 * cabinet_id? }`, SocketAuth in shared/realtime.ts); a merchant socket naming one of its own
 * cabinets also joins that cabinet's room (another merchant's cabinet: connect error "cabinet"),
 * CORS allow-list from configuration, event names from shared/realtime.ts. With REDIS_URL the
 * Redis adapter relays room events between server processes (README "Several server
 * processes").
 */
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { SOCKET_TIMEOUT_MS } from '../../shared/constants';
import {
  cabinetRoom,
  EVENTS,
  merchantRoom,
  SOCKET_PATH,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../shared/realtime';
import type { AppContext } from '../context';
import { sha256 } from '../lib/crypto';
import { attachLiveSockets } from '../modules/live/live.sockets';
import { originAllowed } from './security';

interface SocketData {
  role: 'user' | 'merchant' | 'guest';
  id: number | null;
  /** the merchant's cabinet this socket watches (a kiosk), or null */
  cabinetId: number | null;
}

/** Connects the Redis adapter; returns a function that closes its two connections. */
async function useRedisAdapter(io: Server, url: string): Promise<() => Promise<void>> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}

export async function attachRealtime(
  fastify: FastifyInstance,
  app: AppContext,
): Promise<{ io: Server; close: () => Promise<void> }> {
  const io = new Server<
    ClientToServerEvents,
    ServerToClientEvents,
    Record<string, never>,
    SocketData
  >(fastify.server, {
    path: SOCKET_PATH,
    pingTimeout: SOCKET_TIMEOUT_MS / 3,
    connectTimeout: SOCKET_TIMEOUT_MS,
    cors: {
      origin: (origin, cb) => cb(null, originAllowed(app.config, origin)),
    },
  });

  io.use((socket, next) => {
    void (async () => {
      const auth = (socket.handshake.auth ?? {}) as {
        token?: unknown;
        role?: unknown;
        cabinet_id?: unknown;
      };
      const token = typeof auth.token === 'string' && auth.token.length <= 200 ? auth.token : '';
      socket.data = { role: 'guest', id: null, cabinetId: null };
      if (token && auth.role === 'merchant') {
        const row = await app.database.db
          .selectFrom('merchant_tokens')
          .innerJoin('merchants', 'merchants.id', 'merchant_tokens.merchant_id')
          .select('merchant_tokens.merchant_id')
          .where('merchant_tokens.token_hash', '=', sha256(token))
          .where('merchant_tokens.revoked_at', 'is', null)
          // a disabled merchant's sessions stop working here too, as on HTTP (lib/auth.ts)
          .where('merchants.status', '=', 0)
          .executeTakeFirst();
        if (!row) return next(new Error('unauthorized'));
        let cabinetId: number | null = null;
        if (auth.cabinet_id !== undefined && auth.cabinet_id !== null) {
          const raw = auth.cabinet_id;
          const wanted =
            typeof raw === 'number' || (typeof raw === 'string' && /^\d{1,10}$/.test(raw))
              ? Number(raw)
              : 0;
          if (!Number.isSafeInteger(wanted) || wanted < 1 || wanted > 2 ** 31 - 1) {
            return next(new Error('cabinet'));
          }
          const cabinet = await app.database.db
            .selectFrom('cabinets')
            .select('id')
            .where('id', '=', wanted)
            .where('merchant_id', '=', row.merchant_id)
            .executeTakeFirst();
          if (!cabinet) return next(new Error('cabinet'));
          cabinetId = cabinet.id;
        }
        socket.data = { role: 'merchant', id: row.merchant_id, cabinetId };
      } else if (token) {
        const row = await app.database.db
          .selectFrom('user_tokens')
          .select('user_id')
          .where('token_hash', '=', sha256(token))
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (!row) return next(new Error('unauthorized'));
        socket.data = { role: 'user', id: row.user_id, cabinetId: null };
      }
      next();
    })().catch((err: unknown) => next(err instanceof Error ? err : new Error('auth failed')));
  });

  io.on('connection', (socket) => {
    const { role, id, cabinetId } = socket.data;
    if (role === 'user' && id) void socket.join(userRoom(id));
    if (role === 'merchant' && id) {
      void socket.join(cabinetId ? [merchantRoom(id), cabinetRoom(cabinetId)] : merchantRoom(id));
    }
    socket.emit(EVENTS.hello, { role, id, time: app.clock.now() });
  });
  // live rooms: live:join / live:leave, viewers and likes broadcasts (docs/api-live.md)
  attachLiveSockets(io, app);

  const closeRedis = app.config.redisUrl ? await useRedisAdapter(io, app.config.redisUrl) : null;
  app.io = io;
  return {
    io,
    close: async () => {
      await io.close();
      await closeRedis?.();
    },
  };
}
