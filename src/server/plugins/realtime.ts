/**
 * socket.io on the HTTP server: authenticated by token (handshake `auth: { token, role,
 * cabinet_id?, terminal_id? }`, SocketAuth in shared/realtime.ts); an expired session, or a
 * merchant session from another terminal, is refused ("unauthorized"); every socket joins its
 * session's room (revocation disconnects it: lib/sessions.ts) and `sweepSessions` ends sockets
 * whose session reached its absolute limit and renews connected merchant sessions. A merchant
 * socket naming one of its own cabinets also joins that cabinet's room (another merchant's
 * cabinet: connect error "cabinet"). A courier's session never joins the merchant's room: it
 * joins its courier room and the rooms of the cabinets where it has an open work order,
 * An operator socket (issue 20, lib/ops-events.ts) joins its operator's room and one room per
 * permission of its role; it ends at its session's expiry or when the sessions are revoked.
 * CORS allow-list from configuration, event names from shared/realtime.ts. With REDIS_URL the
 * Redis adapter relays room events between server processes (README "Several server
 * processes").
 */
import { attachTerminalSockets } from '../modules/cabinet/terminal.sockets';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { SOCKET_TIMEOUT_MS } from '../../shared/constants';
import {
  cabinetRoom,
  courierRoom,
  EVENTS,
  merchantRoom,
  opsRoom,
  SOCKET_PATH,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../shared/realtime';
import type { AppContext } from '../context';
import { merchantSessionOf, TERMINAL_ID, TOUCH_INTERVAL_S } from '../lib/auth';
import { sha256 } from '../lib/crypto';
import { operatorSessionOf } from '../lib/ops-auth';
import { operatorRoom } from '../lib/ops-events';
import { sessionDeadline, sessionExpired, sessionRoom } from '../lib/sessions';
import { permissionsOf, roleMovesMoney } from '../../shared/rules/ops-permissions';
import { attachLiveSockets } from '../modules/live/live.sockets';
import { originAllowed } from './security';

interface SocketData {
  role: 'user' | 'merchant' | 'guest' | 'operator';
  id: number | null;
  /** the merchant's cabinet this socket watches (a kiosk), or null */
  cabinetId: number | null;
  /** a courier's session: the courier (never in the merchant's room); null: the merchant */
  courierId?: number | null;
  /** a courier socket: the cabinets where the courier has an open work order */
  courierCabinets?: number[];
  /** the session (user_tokens / merchant_tokens id) of a user or merchant socket */
  tokenId: number | null;
  /** Unix seconds: the session's absolute limit (the sweep disconnects the socket then) */
  deadline: number | null;
  /** an operator socket's rooms: its operator's and one per permission of its role (issue 20) */
  opsRooms?: string[];
}

/** How often (real time) each process sweeps its sockets' sessions, ms. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * One pass over this process's sockets (every minute; tests call it after moving the clock):
 * - a socket whose session reached its absolute limit is disconnected (its deadline is known
 *   from the handshake: no query),
 * - merchant sessions with a connected socket are renewed: one UPDATE of `last_used_at` for
 *   those not touched in the last TOUCH_INTERVAL_S, so a kiosk that stays connected never hits
 *   the idle limit (docs/security.md "Sessions").
 */
export async function sweepSessions(app: AppContext): Promise<void> {
  const io = app.io;
  if (!io) return;
  const now = app.clock.now();
  const renew = new Set<number>();
  for (const socket of io.of('/').sockets.values()) {
    const data = socket.data as Partial<SocketData>;
    if (!data.tokenId && data.role !== 'operator') continue;
    if (data.deadline !== null && data.deadline !== undefined && now >= data.deadline) {
      socket.disconnect(true);
    } else if (data.role === 'merchant' && data.tokenId) {
      renew.add(data.tokenId);
    }
  }
  if (renew.size === 0) return;
  await app.database.db
    .updateTable('merchant_tokens')
    .set({ last_used_at: now })
    .where('id', 'in', [...renew])
    .where('revoked_at', 'is', null)
    .where('last_used_at', '<', now - TOUCH_INTERVAL_S)
    .execute();
}

/** Connects the Redis adapter; returns a function that closes its two connections. */
async function useRedisAdapter(io: Server, url: string): Promise<() => Promise<void>> {
  // loaded only when REDIS_URL is set: a single-process server never carries them (issue 21,
  // idle memory)
  const [{ createAdapter }, { createClient }] = await Promise.all([
    import('@socket.io/redis-adapter'),
    import('redis'),
  ]);
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
        terminal_id?: unknown;
      };
      const token = typeof auth.token === 'string' && auth.token.length <= 200 ? auth.token : '';
      const terminal =
        typeof auth.terminal_id === 'string' && TERMINAL_ID.test(auth.terminal_id)
          ? auth.terminal_id
          : '';
      const now = app.clock.now();
      socket.data = { role: 'guest', id: null, cabinetId: null, tokenId: null, deadline: null };
      if (token && auth.role === 'operator') {
        // issue 20: an operator console session (lib/ops-auth.ts); a money role without TOTP
        // joins nothing until it enrols, as on HTTP (lib/ops-route.ts)
        const operator = await operatorSessionOf(app, token);
        if (!operator) return next(new Error('unauthorized'));
        if (roleMovesMoney(operator.role) && !operator.totpEnabled) {
          return next(new Error('totp_required'));
        }
        const session = await app.database.db
          .selectFrom('operator_sessions')
          .select('expires_at')
          .where('id', '=', operator.tokenId)
          .executeTakeFirstOrThrow();
        socket.data = {
          role: 'operator',
          id: operator.id,
          cabinetId: null,
          tokenId: null,
          deadline: Number(session.expires_at),
          opsRooms: [operatorRoom(operator.id), ...permissionsOf(operator.role).map(opsRoom)],
        };
      } else if (token && auth.role === 'merchant') {
        // expired, revoked, disabled or from another terminal: as on HTTP (lib/auth.ts)
        const session = await merchantSessionOf(app, token, terminal);
        if (!session) return next(new Error('unauthorized'));
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
            .where('merchant_id', '=', session.id)
            .executeTakeFirst();
          if (!cabinet) return next(new Error('cabinet'));
          cabinetId = cabinet.id;
        }
        // a courier: its own room and the cabinets it serves only (issue 23, courier_cabinets)
        const courierId = session.courierId ?? null;
        const courierCabinets =
          courierId === null
            ? []
            : (
                await app.database.db
                  .selectFrom('courier_cabinets as cc')
                  .innerJoin('cabinets as c', 'c.id', 'cc.cabinet_id')
                  .select('cc.cabinet_id')
                  .where('c.merchant_id', '=', session.id)
                  .where('cc.courier_id', '=', courierId)
                  .execute()
              ).map((r) => r.cabinet_id);
        socket.data = {
          role: 'merchant',
          id: session.id,
          cabinetId,
          courierId,
          courierCabinets,
          tokenId: session.tokenId,
          deadline: sessionDeadline(app.config, 'merchant', session.createdAt),
        };
      } else if (token) {
        const row = await app.database.db
          .selectFrom('user_tokens')
          .select(['id', 'user_id', 'created_at', 'last_used_at'])
          .where('token_hash', '=', sha256(token))
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (!row || sessionExpired(app.config, 'user', row, now)) {
          return next(new Error('unauthorized'));
        }
        socket.data = {
          role: 'user',
          id: row.user_id,
          cabinetId: null,
          tokenId: row.id,
          deadline: sessionDeadline(app.config, 'user', row.created_at),
        };
      }
      next();
    })().catch((err: unknown) => next(err instanceof Error ? err : new Error('auth failed')));
  });

  io.on('connection', (socket) => {
    const { role, id, cabinetId, tokenId } = socket.data;
    // every authenticated socket is also in its session's room: a revocation disconnects
    // exactly that session's sockets, on every process (lib/sessions.ts)
    if (role === 'user' && id && tokenId) {
      void socket.join([userRoom(id), sessionRoom('user', tokenId)]);
    }
    if (role === 'operator') void socket.join(socket.data.opsRooms ?? []);
    const { courierId, courierCabinets } = socket.data;
    if (role === 'merchant' && id && tokenId && courierId) {
      // a courier never hears the merchant's orders, purchases or money (issue 18 follow-up)
      void socket.join([
        courierRoom(courierId),
        sessionRoom('merchant', tokenId),
        ...(courierCabinets ?? []).map(cabinetRoom),
      ]);
    } else if (role === 'merchant' && id && tokenId) {
      const rooms = [merchantRoom(id), sessionRoom('merchant', tokenId)];
      if (cabinetId) rooms.push(cabinetRoom(cabinetId));
      void socket.join(rooms);
    }
    // A revocation between the handshake's check and the join above missed this socket: look
    // once more now that it is in its session's room.
    if ((role === 'user' || role === 'merchant') && tokenId) {
      void app.database.db
        .selectFrom(role === 'user' ? 'user_tokens' : 'merchant_tokens')
        .select('revoked_at')
        .where('id', '=', tokenId)
        .executeTakeFirst()
        .then((row) => {
          if (!row || row.revoked_at !== null) socket.disconnect(true);
        })
        .catch(() => undefined);
    }
    socket.emit(EVENTS.hello, { role, id, time: app.clock.now() });
  });
  // live rooms: live:join / live:leave, viewers and likes broadcasts (docs/api-live.md)
  attachLiveSockets(io, app);
  // issue 18 part A: kiosks report themselves (cabinet_terminals online / offline)
  attachTerminalSockets(io, app);

  const closeRedis = app.config.redisUrl ? await useRedisAdapter(io, app.config.redisUrl) : null;
  app.io = io;
  const sweeper = setInterval(() => {
    sweepSessions(app).catch((err: unknown) => fastify.log.warn({ err }, 'session sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  return {
    io,
    close: async () => {
      clearInterval(sweeper);
      await io.close();
      await closeRedis?.();
    },
  };
}
