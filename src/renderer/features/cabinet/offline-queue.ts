/**
 * The kiosk's offline queue of slot stock writes (docs/api-guishang.md "Batch replay").
 * A move is posted at once; when the server cannot be reached (no response: offline, timeout,
 * gateway down) it is kept in IndexedDB with its idempotency key and answered "queued". Queued
 * moves are replayed through `stock/batch` (≤ 100 per call) when the browser goes online, when
 * the socket reconnects and every 15 s while some wait. The server books a key once, so a
 * replay that is repeated (lost answer, two tabs) moves nothing twice. A refusal (not enough
 * stock, over capacity, …) is definitive: the move leaves the queue for the visible failed list.
 * A move answered 401 (the session expired or was revoked) is queued too, with its merchant and
 * the time it was made (`made_at` on replay), and replayed after that merchant's next login; a
 * replay answered 401 keeps everything. Only one replay runs at a time.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  BatchResult,
  StockMove,
  StockMoveInput,
  StockMoveType,
  StockReason,
} from './stock-api';
import { HttpError } from '../../core/api/http';
// issue 18 part A: room in a slot counting the queued moves
import { queuedDelta, RoomError, roomCheck } from './slot-room';

export interface QueuedMove {
  idempotency_key: string;
  type: StockMoveType;
  location_id: number;
  sku_id: number;
  quantity: number;
  reason: StockReason;
  /** Unix seconds */
  created_at: number;
  /** what the merchant sees in the failed list (cabinet / slot / goods) */
  label: string;
  /** the merchant whose session queued it; only that merchant's session replays it */
  merchant_id: number | null;
}

export interface FailedMove extends QueuedMove {
  message: string;
}

export interface MoveRequest {
  type: StockMoveType;
  location_id: number;
  sku_id: number;
  quantity: number;
  reason: StockReason;
  label: string;
  /** the slot's last known quantity and capacity: a move queued offline must fit (issue 18) */
  room?: { quantity: number; capacity: number };
}

export type SubmitOutcome =
  { status: 'saved'; move: StockMove } | { status: 'queued'; idempotency_key: string };

export interface OfflineQueueDeps {
  /** posts stock/in or stock/out; rejects with HttpError */
  move: (type: StockMoveType, input: StockMoveInput) => Promise<StockMove>;
  /** posts stock/batch; rejects with HttpError */
  batch: (
    moves: (StockMoveInput & { type: StockMoveType; made_at?: number })[],
  ) => Promise<BatchResult[]>;
  /** the merchant of the session (items of other merchants wait for theirs) */
  merchantId?: () => number | null;
  /** a booked move (at once or by replay): the realtime store applies it */
  onBooked?: (move: StockMove) => void;
  dbName?: string;
  uuid?: () => string;
  now?: () => number;
}

export const BATCH_MAX = 100;
export const REPLAY_INTERVAL_MS = 15_000;

/**
 * The session is over (expired, revoked, another terminal): HTTP 401 from the merchant API, or
 * the consumer code 202. The move waits for the merchant's next login; nothing is lost.
 */
export function isSessionOver(err: unknown): boolean {
  return err instanceof HttpError && (err.code === 401 || err.code === 202);
}

/** No answer from the server (offline, timeout) or a gateway that could not reach it. */
export function isNetworkFailure(err: unknown): boolean {
  if (err instanceof HttpError) return err.code === 0 || (err.code >= 502 && err.code <= 504);
  return err instanceof TypeError;
}

export function newUuid(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(b);
  else for (let i = 0; i < 16; i++) b[i] = Math.floor(Math.random() * 256);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

// --- a small promise wrapper over IndexedDB: two stores keyed by idempotency_key ---

const PENDING = 'pending';
const FAILED = 'failed';

function req<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('indexeddb'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('indexeddb'));
    tx.onabort = () => reject(tx.error ?? new Error('indexeddb aborted'));
  });
}

function openDb(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.open(name, 1);
    r.onupgradeneeded = () => {
      const db = r.result;
      if (!db.objectStoreNames.contains(PENDING)) {
        db.createObjectStore(PENDING, { keyPath: 'idempotency_key' });
      }
      if (!db.objectStoreNames.contains(FAILED)) {
        db.createObjectStore(FAILED, { keyPath: 'idempotency_key' });
      }
    };
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('indexeddb'));
  });
}

export class OfflineQueue {
  /** moves waiting to be replayed (all merchants) */
  pending: QueuedMove[] = [];
  /** moves the server refused on replay, with its message */
  failed: FailedMove[] = [];
  replaying = false;
  /** the last replay could not reach the server */
  lastReplayFailed = false;

  private db: Promise<IDBDatabase> | null = null;
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly onOnline = () => void this.replay();
  private readonly deps: OfflineQueueDeps;

  constructor(deps: OfflineQueueDeps) {
    this.deps = deps;
    makeAutoObservable<OfflineQueue, 'db' | 'running' | 'timer' | 'onOnline' | 'deps'>(this, {
      db: false,
      running: false,
      timer: false,
      onOnline: false,
      deps: false,
    });
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  /** The net units queued for a slot (issue 18 part A: "10/20 · +3 waiting"). */
  queuedAt(locationId: number, merchantId: number | null = null): number {
    return queuedDelta(this.pending, locationId, merchantId);
  }

  private database(): Promise<IDBDatabase> {
    this.db ??= openDb(this.deps.dbName ?? 'kiosk-offline');
    return this.db;
  }

  private async all<T>(store: string): Promise<T[]> {
    const db = await this.database();
    const tx = db.transaction(store, 'readonly');
    const rows = await req(tx.objectStore(store).getAll() as IDBRequest<T[]>);
    return rows;
  }

  /** Reads both stores into the observable lists. */
  async load(): Promise<void> {
    const [pending, failed] = await Promise.all([
      this.all<QueuedMove>(PENDING),
      this.all<FailedMove>(FAILED),
    ]);
    pending.sort(
      (a, b) => a.created_at - b.created_at || a.idempotency_key.localeCompare(b.idempotency_key),
    );
    failed.sort((a, b) => b.created_at - a.created_at);
    runInAction(() => {
      this.pending = pending;
      this.failed = failed;
    });
  }

  private async write(fn: (pending: IDBObjectStore, failed: IDBObjectStore) => void) {
    const db = await this.database();
    const tx = db.transaction([PENDING, FAILED], 'readwrite');
    fn(tx.objectStore(PENDING), tx.objectStore(FAILED));
    await done(tx);
  }

  /**
   * Books a slot move: "saved" with the server's answer, or "queued" when the server cannot be
   * reached or the session is over (401: replayed after the merchant's next login, with the
   * time it was made). Any other failure (422 refusal) rejects, unqueued (the wrapper already
   * showed the message).
   */
  async submitStockMove(m: MoveRequest): Promise<SubmitOutcome> {
    const key = (this.deps.uuid ?? newUuid)();
    // the operator and the time, before the call: a 401 logs the merchant out meanwhile
    const merchantId = this.deps.merchantId?.() ?? null;
    const madeAt = Math.floor((this.deps.now?.() ?? Date.now()) / 1000);
    const input: StockMoveInput = {
      location_id: m.location_id,
      sku_id: m.sku_id,
      quantity: m.quantity,
      idempotency_key: key,
      reason: m.reason,
    };
    try {
      const move = await this.deps.move(m.type, input);
      this.deps.onBooked?.(move);
      return { status: 'saved', move };
    } catch (err) {
      if (!isNetworkFailure(err) && !(isSessionOver(err) && merchantId !== null)) throw err;
    }
    // issue 18 part A: refused before queueing when the slot has no room counting what waits
    if (m.room) {
      const queued = this.queuedAt(m.location_id, merchantId);
      const refusal = roomCheck(m.room, queued, m);
      if (refusal) throw new RoomError(refusal, queued);
    }
    const item: QueuedMove = {
      idempotency_key: key,
      type: m.type,
      location_id: m.location_id,
      sku_id: m.sku_id,
      quantity: m.quantity,
      reason: m.reason,
      created_at: madeAt,
      label: m.label,
      merchant_id: merchantId,
    };
    await this.write((p) => p.put(item));
    await this.load();
    return { status: 'queued', idempotency_key: key };
  }

  /** Replays the queue; a call while one runs joins the running one. */
  replay(): Promise<void> {
    if (this.running) return this.running;
    const run = this.replayOnce().finally(() => {
      runInAction(() => (this.replaying = false));
      this.running = null;
    });
    this.running = run;
    return run;
  }

  private async replayOnce(): Promise<void> {
    runInAction(() => (this.replaying = true));
    await this.load();
    const me = this.deps.merchantId?.() ?? null;
    const sent = new Set<string>();
    for (;;) {
      const chunk = this.pending
        .filter((p) => p.merchant_id === me && !sent.has(p.idempotency_key))
        .slice(0, BATCH_MAX);
      if (chunk.length === 0) break;
      for (const c of chunk) sent.add(c.idempotency_key);
      let results: BatchResult[];
      try {
        results = await this.deps.batch(
          chunk.map((c) => ({
            type: c.type,
            location_id: c.location_id,
            sku_id: c.sku_id,
            quantity: c.quantity,
            idempotency_key: c.idempotency_key,
            reason: c.reason,
            // when it was made: the server books it as of then (a replay after a new login)
            made_at: c.created_at,
          })),
        );
      } catch (err) {
        if (err instanceof HttpError && err.code === 422) {
          // The whole batch was refused as malformed: these moves will never be booked.
          await this.settle(
            chunk.map((c) => ({
              idempotency_key: c.idempotency_key,
              ok: false,
              message: err.message,
            })),
            chunk,
          );
          continue;
        }
        // Unreachable, logged out (401: the session expired or was revoked; replayed after the
        // next login) or a server error: keep everything for the next try.
        runInAction(() => (this.lastReplayFailed = true));
        return;
      }
      await this.settle(results, chunk);
    }
    runInAction(() => (this.lastReplayFailed = false));
  }

  private async settle(results: BatchResult[], chunk: QueuedMove[]): Promise<void> {
    const byKey = new Map(chunk.map((c) => [c.idempotency_key, c]));
    const booked: StockMove[] = [];
    await this.write((pending, failed) => {
      for (const r of results) {
        const item = byKey.get(r.idempotency_key);
        if (!item) continue;
        pending.delete(r.idempotency_key);
        if (r.ok) booked.push(r);
        else failed.put({ ...item, message: r.message } satisfies FailedMove);
      }
    });
    await this.load();
    for (const b of booked) this.deps.onBooked?.(b);
  }

  /** Removes a failed entry from the list (the merchant has seen it). */
  async dismissFailed(key: string): Promise<void> {
    await this.write((_, failed) => failed.delete(key));
    await this.load();
  }

  /** Replays on `online` and every 15 s while moves wait. */
  start(): void {
    if (this.timer) return;
    void this.load().then(() => {
      if (this.pending.length > 0) void this.replay();
    });
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    this.timer = setInterval(() => {
      if (this.pending.length > 0) void this.replay();
    }, REPLAY_INTERVAL_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
  }
}
