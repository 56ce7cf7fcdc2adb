/**
 * Real time of live rooms (docs/api-live.md "Real time"): the audience joins `live:<id>` with
 * `live:join` (approved rooms only, guests too) and leaves with `live:leave` or by
 * disconnecting. Viewers are counted with `io.in(room).fetchSockets()` (right across server
 * processes with the Redis adapter) and broadcast at most once per second per room; like counts
 * at most once per 500 ms per room (leading and trailing: the last value always goes out).
 * Routes emit through the same hub after their transaction committed.
 */
import type { Server, Socket } from 'socket.io';
import type { LiveComment, LiveRoomGoods, LiveState } from '../../../shared/contract/live';
import {
  CLIENT_EVENTS,
  EVENTS,
  liveRoom,
  type ClientToServerEvents,
  type LiveJoinAck,
  type ServerToClientEvents,
} from '../../../shared/realtime';
import type { AppContext } from '../../context';
import { langOf } from '../../lib/i18n';
import { lm } from './live.i18n';

export const LIKES_INTERVAL_MS = 500;
export const VIEWERS_INTERVAL_MS = 1000;
/** live rooms one socket may be in at once */
export const MAX_ROOMS_PER_SOCKET = 5;

/** Per-key throttle: runs at once when idle, else once more at the end of the interval. */
class Throttle {
  private keys = new Map<
    number,
    { last: number; timer: NodeJS.Timeout | null; run: (() => void) | null }
  >();

  constructor(private readonly intervalMs: number) {}

  call(key: number, run: () => void): void {
    const now = Date.now();
    let s = this.keys.get(key);
    if (!s) {
      s = { last: 0, timer: null, run: null };
      this.keys.set(key, s);
    }
    if (!s.timer && now - s.last >= this.intervalMs) {
      s.last = now;
      run();
      return;
    }
    s.run = run;
    if (s.timer) return;
    const state = s;
    state.timer = setTimeout(
      () => {
        state.timer = null;
        state.last = Date.now();
        const next = state.run;
        state.run = null;
        next?.();
      },
      Math.max(0, this.intervalMs - (now - state.last)),
    );
  }

  close(): void {
    for (const s of this.keys.values()) if (s.timer) clearTimeout(s.timer);
    this.keys.clear();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- socket data belongs to realtime.ts
type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, any, any>;

export class LiveHub {
  /** last counted audience per room (this process's view, refreshed on every join/leave) */
  private viewers = new Map<number, number>();
  /** highest like count seen per room (concurrent requests may answer out of order) */
  private likes = new Map<number, number>();
  private likesThrottle = new Throttle(LIKES_INTERVAL_MS);
  private viewersThrottle = new Throttle(VIEWERS_INTERVAL_MS);
  private closed = false;

  constructor(private readonly app: AppContext) {}

  private get io(): LiveServer | null {
    return this.closed ? null : (this.app.io as LiveServer | null);
  }

  viewersOf(roomId: number): number {
    return this.viewers.get(roomId) ?? 0;
  }

  /** Counts the room's sockets (all processes), remembers the count and raises the peak. */
  async count(roomId: number): Promise<number> {
    const io = this.io;
    if (!io) return 0;
    const n = (await io.in(liveRoom(roomId)).fetchSockets()).length;
    if (n > 0) this.viewers.set(roomId, n);
    else this.viewers.delete(roomId);
    await this.app.database.db
      .updateTable('live_rooms')
      .set({ viewers_peak: n })
      .where('id', '=', roomId)
      .where('state', '=', 'live')
      .where('viewers_peak', '<', n)
      .execute();
    return n;
  }

  /** Broadcasts the room's viewers, at most once per second. */
  viewersChanged(roomId: number): void {
    this.viewersThrottle.call(roomId, () => {
      void this.count(roomId)
        .then((viewers) =>
          this.io?.to(liveRoom(roomId)).emit(EVENTS.liveViewers, { room_id: roomId, viewers }),
        )
        .catch(() => undefined);
    });
  }

  likesChanged(roomId: number, likeCount: number): void {
    const best = Math.max(likeCount, this.likes.get(roomId) ?? 0);
    this.likes.set(roomId, best);
    this.likesThrottle.call(roomId, () => {
      const like_count = this.likes.get(roomId) ?? best;
      this.io?.to(liveRoom(roomId)).emit(EVENTS.liveLikes, { room_id: roomId, like_count });
    });
  }

  comment(c: LiveComment): void {
    this.io?.to(liveRoom(c.room_id)).emit(EVENTS.liveComment, c);
  }

  state(roomId: number, state: LiveState): void {
    this.io?.to(liveRoom(roomId)).emit(EVENTS.liveState, { room_id: roomId, state });
  }

  pinned(roomId: number, goods: LiveRoomGoods | null): void {
    this.io?.to(liveRoom(roomId)).emit(EVENTS.livePinned, { room_id: roomId, goods });
  }

  close(): void {
    this.closed = true;
    this.likesThrottle.close();
    this.viewersThrottle.close();
  }
}

const hubs = new WeakMap<AppContext, LiveHub>();

/** The app's live hub (one per app; routes and sockets share it). */
export function liveHub(app: AppContext): LiveHub {
  let hub = hubs.get(app);
  if (!hub) {
    hub = new LiveHub(app);
    hubs.set(app, hub);
  }
  return hub;
}

function roomIdOf(p: unknown): number | null {
  const raw = p && typeof p === 'object' ? (p as { room_id?: unknown }).room_id : undefined;
  const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= 2 ** 31 - 1 ? n : null;
}

/** Live-room events of every socket (called once from plugins/realtime.ts). */
export function attachLiveSockets(io: LiveServer, app: AppContext): void {
  const hub = liveHub(app);
  io.on('connection', (socket: LiveSocket) => {
    const lang = langOf(socket.handshake.headers['accept-language']);
    const joined = new Set<number>();

    socket.on(CLIENT_EVENTS.liveJoin, (p: unknown, ack: unknown) => {
      const reply = (r: LiveJoinAck) => {
        if (typeof ack === 'function') (ack as (r: LiveJoinAck) => void)(r);
      };
      void (async () => {
        const roomId = roomIdOf(p);
        if (roomId === null) return reply({ ok: false, message: lm(lang, 'joinRefused') });
        if (!joined.has(roomId) && joined.size >= MAX_ROOMS_PER_SOCKET) {
          return reply({ ok: false, message: lm(lang, 'tooManyRooms') });
        }
        const room = await app.database.db
          .selectFrom('live_rooms')
          .select('review_status')
          .where('id', '=', roomId)
          .executeTakeFirst();
        if (!room || room.review_status !== 1) {
          return reply({ ok: false, message: lm(lang, 'joinRefused') });
        }
        if (!socket.connected) return undefined;
        joined.add(roomId);
        await socket.join(liveRoom(roomId));
        const viewers = await hub.count(roomId);
        reply({ ok: true, viewers });
        hub.viewersChanged(roomId);
        return undefined;
      })().catch(() => reply({ ok: false, message: lm(lang, 'joinRefused') }));
    });

    socket.on(CLIENT_EVENTS.liveLeave, (p: unknown) => {
      const roomId = roomIdOf(p);
      if (roomId === null || !joined.has(roomId)) return;
      joined.delete(roomId);
      void Promise.resolve(socket.leave(liveRoom(roomId))).then(() => hub.viewersChanged(roomId));
    });

    socket.on('disconnect', () => {
      for (const roomId of joined) hub.viewersChanged(roomId);
      joined.clear();
    });
  });
}
