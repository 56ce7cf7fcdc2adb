/**
 * Real time of live rooms (docs/api-live.md "Real time"): the audience joins `live:<id>` with
 * `live:join` (approved rooms only, guests too) and leaves with `live:leave` or by
 * disconnecting. Viewers are counted on every join and leave and broadcast at most once per
 * second per room; like counts at most once per 500 ms per room (leading and trailing: the last
 * value always goes out). Routes emit through the same hub after their transaction committed.
 *
 * Where the counts live: without Redis, in this process (its sockets are all there are). With
 * REDIS_URL, each process writes its own sockets' count of a room into one Redis hash (field
 * `<room>:<process>`, value `<count>:<expires ms>`) and a room's viewers are the sum of the
 * fields that have not expired, so every process answers the same number. Each process rewrites
 * its fields every VIEWERS_REFRESH_MS; a crashed process's fields stop counting after
 * VIEWERS_TTL_MS (real time, not the test clock: liveness, not a business window).
 */
import { randomUUID } from 'node:crypto';
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
import { langOf, t } from '../../messages';

export const LIKES_INTERVAL_MS = 500;
export const VIEWERS_INTERVAL_MS = 1000;
/** live rooms one socket may be in at once */
export const MAX_ROOMS_PER_SOCKET = 5;
/** With Redis: how often a process rewrites its viewer fields, and how long one stays valid. */
export const VIEWERS_REFRESH_MS = 10_000;
export const VIEWERS_TTL_MS = 30_000;
const VIEWERS_KEY = 'shop:live:viewers';

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
  /** without Redis: last counted audience per room (refreshed on every join/leave) */
  private viewers = new Map<number, number>();
  /** with Redis: rooms where this process has viewers (its fields in the shared hash) */
  private localRooms = new Set<number>();
  private readonly process = randomUUID();
  private refreshTimer: NodeJS.Timeout | null = null;
  /** highest like count seen per room (concurrent requests may answer out of order) */
  private likes = new Map<number, number>();
  private likesThrottle = new Throttle(LIKES_INTERVAL_MS);
  private viewersThrottle = new Throttle(VIEWERS_INTERVAL_MS);
  private closed = false;

  constructor(private readonly app: AppContext) {
    if (app.redis) {
      // a per-process heartbeat of this process's own fields, not a job (lib/jobs.ts)
      this.refreshTimer = setInterval(() => {
        void this.refresh().catch(() => undefined);
      }, VIEWERS_REFRESH_MS);
      this.refreshTimer.unref();
    }
  }

  private get io(): LiveServer | null {
    return this.closed ? null : (this.app.io as LiveServer | null);
  }

  /** Viewers of every room with any (all processes with Redis). */
  async viewerCounts(): Promise<Map<number, number>> {
    const redis = this.app.redis;
    if (!redis) return new Map(this.viewers);
    const counts = new Map<number, number>();
    const now = Date.now();
    for (const [field, value] of Object.entries(await redis.hGetAll(VIEWERS_KEY))) {
      const [n = 0, expires = 0] = value.split(':').map(Number);
      if (!(expires > now) || !(n > 0)) continue;
      const roomId = Number(field.split(':')[0]);
      counts.set(roomId, (counts.get(roomId) ?? 0) + n);
    }
    return counts;
  }

  async viewersOf(roomId: number): Promise<number> {
    if (!this.app.redis) return this.viewers.get(roomId) ?? 0;
    return (await this.viewerCounts()).get(roomId) ?? 0;
  }

  /** With Redis: writes this process's count of the room (its sockets in the room now). */
  private async writeLocal(roomId: number): Promise<void> {
    const redis = this.app.redis;
    const io = this.io;
    if (!redis || !io) return;
    const local = io.of('/').adapter.rooms.get(liveRoom(roomId))?.size ?? 0;
    const field = `${roomId}:${this.process}`;
    if (local > 0) {
      this.localRooms.add(roomId);
      await redis.hSet(VIEWERS_KEY, field, `${local}:${Date.now() + VIEWERS_TTL_MS}`);
    } else {
      this.localRooms.delete(roomId);
      await redis.hDel(VIEWERS_KEY, field);
    }
  }

  /** Rewrites this process's fields (new expiry) and drops fields that expired. */
  private async refresh(): Promise<void> {
    const redis = this.app.redis;
    if (!redis || this.closed) return;
    for (const roomId of [...this.localRooms]) await this.writeLocal(roomId);
    const now = Date.now();
    const stale = Object.entries(await redis.hGetAll(VIEWERS_KEY))
      .filter(([, value]) => !(Number(value.split(':')[1]) > now))
      .map(([field]) => field);
    if (stale.length > 0) await redis.hDel(VIEWERS_KEY, stale);
  }

  /** Counts the room's viewers (all processes), remembers the count and raises the peak. */
  async count(roomId: number): Promise<number> {
    const io = this.io;
    if (!io) return 0;
    let n: number;
    if (this.app.redis) {
      await this.writeLocal(roomId);
      n = await this.viewersOf(roomId);
    } else {
      n = (await io.in(liveRoom(roomId)).fetchSockets()).length;
      if (n > 0) this.viewers.set(roomId, n);
      else this.viewers.delete(roomId);
    }
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

  /** Stops the hub; with Redis, removes this process's viewer fields. */
  async close(): Promise<void> {
    this.closed = true;
    this.likesThrottle.close();
    this.viewersThrottle.close();
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    const redis = this.app.redis;
    const fields = [...this.localRooms].map((roomId) => `${roomId}:${this.process}`);
    this.localRooms.clear();
    if (redis?.isOpen && fields.length > 0) {
      await redis.hDel(VIEWERS_KEY, fields).catch(() => undefined);
    }
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
        if (roomId === null) return reply({ ok: false, message: t(lang, 'live.joinRefused') });
        if (!joined.has(roomId) && joined.size >= MAX_ROOMS_PER_SOCKET) {
          return reply({ ok: false, message: t(lang, 'live.tooManyRooms') });
        }
        const room = await app.database.db
          .selectFrom('live_rooms')
          .select('review_status')
          .where('id', '=', roomId)
          .executeTakeFirst();
        if (!room || room.review_status !== 1) {
          return reply({ ok: false, message: t(lang, 'live.joinRefused') });
        }
        if (!socket.connected) return undefined;
        joined.add(roomId);
        await socket.join(liveRoom(roomId));
        const viewers = await hub.count(roomId);
        reply({ ok: true, viewers });
        hub.viewersChanged(roomId);
        return undefined;
      })().catch(() => reply({ ok: false, message: t(lang, 'live.joinRefused') }));
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
