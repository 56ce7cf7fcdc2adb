/**
 * The cache of public hot reads (ARCHITECTURE.md "Caches"; issue 21): home, banners, goods
 * lists, search and the goods detail keep here the part of their answer that is the same for
 * every user. Per-user state (the detail's collected flag) is read per request beside it by the
 * callers. Live figures (the detail's stock and sales) are cached in an answer of their own
 * whose tags include `stock` and `goods.sales`, so every stock move or order drops it at once.
 *
 * Invalidation is by tags, and the tags are the tables a write touches: the database reports
 * every insert / update / delete (and raw SQL that writes) with its tables (db/write-tags.ts),
 * so no write path can forget to name its tags. An update of `goods` that only bumps the
 * `sales` counter (every order does) is tag `goods.sales` instead of `goods`, so an order does
 * not drop the shared part of the goods detail (only its live answer). A cached answer names
 * the tables it read.
 *
 * Each invalidation bumps a generation; an entry remembers the generation its fill started at
 * and is stale once any of its tags was invalidated after that, so a fill that began before an
 * invalidation is never served (nor stored). Writes invalidate twice: before the statement runs
 * and again once it is committed (after the statement, or after its transaction's COMMIT), so
 * a concurrent read of the not-yet-committed state cannot stay cached — for requests, jobs and
 * the CLI alike. With REDIS_URL the tags are published (coalesced per tick) to the other server
 * processes, which invalidate too.
 *
 * An entry keeps its value's JSON text (made once, when it is stored, also for the size bound)
 * and the encodings of its answer made from it (`CachedAnswer.encoded`: the envelope, and its
 * brotli / gzip copies), so a hit sends bytes without serialising or compressing again
 * (lib/route.ts `sendAnswer`).
 *
 * An entry never outlives `expiresAt` (the callers pass the next activity start/end second,
 * server clock) nor MAX_AGE_S (a bound for writes no process saw, e.g. another program on the
 * database). Memory is bounded by entries and by the JSON size of the values (LRU).
 *
 * Written here rather than taken from an LRU package: what is needed beyond an LRU is the
 * generation/tag check and the server clock for expiry; the LRU part is a Map in insertion
 * order (a hit re-inserts) — measured 0.2 µs per hit on this machine, not worth a dependency.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { RedisClient } from './redis';

/** Longest life of an entry, seconds, whatever its tags (see the file comment). */
export const MAX_AGE_S = 60;
/** Default bounds: entries and bytes (JSON length of the values). */
export const DEFAULT_LIMITS = { entries: 20_000, bytes: 64 * 1024 * 1024 };
/** The Redis channel the processes exchange invalidated tags on. */
export const INVALIDATE_CHANNEL = 'shop:public-cache:invalidate';

/**
 * A cached answer: the value, its JSON text, and byte encodings of it made once each
 * (`encoded`). Measured (issue 21): serialising the cached home answer per request was ~3 % of
 * the CPU of a hit, brotli of it per request most of a compressed hit.
 */
export class CachedAnswer<T> {
  private text: string | undefined;
  private readonly encodings = new Map<string, Buffer>();
  /** set by the cache while the answer is stored: counts encodings in its byte bound */
  grow: ((bytes: number) => void) | null = null;

  /**
   * @param expiresAt the server second the answer stops being served (the bound it was stored
   *   with), for answers derived from it
   */
  constructor(
    readonly value: T,
    readonly expiresAt: number,
    json?: string,
  ) {
    this.text = json;
  }

  /** The value's JSON text. */
  get json(): string {
    this.text ??= JSON.stringify(this.value) ?? 'null';
    return this.text;
  }

  /** `make()`'s bytes, made once per answer and `name`. */
  encoded(name: string, make: () => Buffer): Buffer {
    let bytes = this.encodings.get(name);
    if (!bytes) {
      bytes = make();
      this.encodings.set(name, bytes);
      this.grow?.(bytes.length);
    }
    return bytes;
  }
}

interface Entry {
  answer: CachedAnswer<unknown>;
  tags: readonly string[];
  /** the generation the fill started at */
  gen: number;
  /** server seconds: the clock when the fill began (a clock moved back before it: stale) */
  from: number;
  /** server seconds: stale from this second on */
  expiresAt: number;
  bytes: number;
}

export interface CacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** tag -> the generation of its last invalidation */
  private readonly invalidatedAt = new Map<string, number>();
  private readonly inflight = new Map<
    string,
    { gen: number; run: Promise<CachedAnswer<unknown>> }
  >();
  private generation = 0;
  /** entries and fills older than this generation are void (set by `clear`) */
  private floor = 0;
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  /** called with the tags of every local invalidation (the Redis publisher) */
  onInvalidate: ((tags: readonly string[]) => void) | null = null;

  constructor(
    private readonly now: () => number,
    private readonly limits: { entries: number; bytes: number } = DEFAULT_LIMITS,
  ) {}

  stats(): CacheStats {
    return {
      hits: this.hits,
      misses: this.misses,
      entries: this.entries.size,
      bytes: this.bytes,
    };
  }

  /** Drops every entry whose tags include one of `tags`; `remote` does not publish again. */
  invalidate(tags: readonly string[], remote = false): void {
    if (tags.length === 0) return;
    this.generation += 1;
    for (const tag of tags) this.invalidatedAt.set(tag, this.generation);
    if (!remote) this.onInvalidate?.(tags);
  }

  /** Drops everything. */
  clear(): void {
    this.generation += 1;
    this.floor = this.generation;
    for (const e of this.entries.values()) e.answer.grow = null;
    this.entries.clear();
    this.invalidatedAt.clear();
    this.bytes = 0;
  }

  private fresh(tags: readonly string[], gen: number): boolean {
    if (gen < this.floor) return false;
    for (const tag of tags) if ((this.invalidatedAt.get(tag) ?? 0) > gen) return false;
    return true;
  }

  private drop(key: string, e: Entry): void {
    this.entries.delete(key);
    this.bytes -= e.bytes;
    e.answer.grow = null;
  }

  /** Drops the least recently used entries until both bounds hold. */
  private evict(): void {
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.drop(k, e);
    }
  }

  /** The cached value of `key`, or undefined (expired and stale entries are dropped). */
  get<T>(key: string): T | undefined {
    return this.getAnswer<T>(key)?.value;
  }

  private getAnswer<T>(key: string): CachedAnswer<T> | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    const now = this.now();
    if (now >= e.expiresAt || now < e.from || !this.fresh(e.tags, e.gen)) {
      this.drop(key, e);
      return undefined;
    }
    // LRU: a hit moves the key to the newest end
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.answer as CachedAnswer<T>;
  }

  /** Stores `value` as `key`'s answer unless stale or expired; the answer either way. */
  private store<T>(
    key: string,
    value: T,
    tags: readonly string[],
    span: { gen: number; from: number; exp: number },
  ): CachedAnswer<T> {
    const { gen, from, exp } = span;
    const now = this.now();
    if (!this.fresh(tags, gen) || now >= exp || now < from) return new CachedAnswer(value, exp);
    const json = JSON.stringify(value) ?? 'null';
    const answer = new CachedAnswer(value, exp, json);
    const bytes = json.length + key.length;
    if (bytes > this.limits.bytes) return answer;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    const entry: Entry = { answer, tags, gen, from, expiresAt: exp, bytes };
    this.entries.set(key, entry);
    this.bytes += bytes;
    answer.grow = (n) => {
      entry.bytes += n;
      this.bytes += n;
      this.evict();
    };
    this.evict();
    // the tag map grows only with table names; a reset keeps it small should that change
    if (this.invalidatedAt.size > 10_000) this.clear();
    return answer;
  }

  /**
   * The cached value of `key`, else `fill()`'s, stored under `tags` until `expiresAt` (never
   * beyond MAX_AGE_S) unless one of the tags is invalidated while it runs. Concurrent misses of
   * one key share one fill.
   */
  async through<T>(
    key: string,
    tags: readonly string[],
    fill: () => Promise<{ value: T; expiresAt?: number }>,
  ): Promise<T> {
    return (await this.answer(key, tags, fill)).value;
  }

  /** As `through`, the answer with its JSON text and encodings (`CachedAnswer`). */
  answer<T>(
    key: string,
    tags: readonly string[],
    fill: () => Promise<{ value: T; expiresAt?: number }>,
  ): Promise<CachedAnswer<T>> {
    const hit = this.getAnswer<T>(key);
    if (hit !== undefined) {
      this.hits += 1;
      return Promise.resolve(hit);
    }
    this.misses += 1;
    // join a running fill only when nothing it depends on changed since it started
    const pending = this.inflight.get(key);
    if (pending && this.fresh(tags, pending.gen)) return pending.run as Promise<CachedAnswer<T>>;
    const gen = this.generation;
    const from = this.now();
    const run = (async () => {
      try {
        const { value, expiresAt } = await fill();
        const cap = from + MAX_AGE_S;
        return this.store(key, value, tags, { gen, from, exp: Math.min(expiresAt ?? cap, cap) });
      } finally {
        if (this.inflight.get(key)?.gen === gen) this.inflight.delete(key);
      }
    })();
    this.inflight.set(key, { gen, run });
    return run;
  }
}

/** Invalidates the public cache by tags, in this process and (with Redis) in the others. */
export function invalidate(app: Pick<AppContext, 'cache'>, tags: readonly string[]): void {
  app.cache.invalidate(tags);
}

/**
 * Wires the cache into the app: every write of its database (db/write-tags.ts: before it runs
 * and again once committed, whoever made it) invalidates the tables it touched, and with Redis
 * the publish / subscribe pair across processes.
 */
export async function attachPublicCache(fastify: FastifyInstance, app: AppContext): Promise<void> {
  const { cache } = app;
  const listener = (tags: readonly string[]) => cache.invalidate(tags);
  app.database.writeListeners.add(listener);
  fastify.addHook('onClose', (_instance, done) => {
    app.database.writeListeners.delete(listener);
    done();
  });

  if (app.redis) await shareInvalidations(fastify, cache, app.redis);
}

async function shareInvalidations(
  fastify: FastifyInstance,
  cache: PublicCache,
  redis: RedisClient,
): Promise<void> {
  const self = randomUUID();
  const sub = redis.duplicate();
  sub.on('error', () => undefined);
  await sub.connect();
  await sub.subscribe(INVALIDATE_CHANNEL, (message) => {
    try {
      const { from, tags } = JSON.parse(message) as { from: string; tags: string[] };
      if (from !== self && Array.isArray(tags)) cache.invalidate(tags, true);
    } catch {
      // not ours
    }
  });
  // coalesced per tick: a transaction's many writes are one message
  let pending: Set<string> | null = null;
  cache.onInvalidate = (tags) => {
    if (pending) {
      for (const t of tags) pending.add(t);
      return;
    }
    pending = new Set(tags);
    setImmediate(() => {
      const batch = pending;
      pending = null;
      if (!batch || !redis.isOpen) return;
      redis
        .publish(INVALIDATE_CHANNEL, JSON.stringify({ from: self, tags: [...batch] }))
        .catch((err: unknown) => fastify.log.warn({ err }, 'public cache: publish failed'));
    });
  };
  fastify.addHook('onClose', async () => {
    cache.onInvalidate = null;
    await sub.quit().catch(() => undefined);
  });
}
