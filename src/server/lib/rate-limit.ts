/**
 * A fixed-window limiter per key: the window opens with a key's first hit (at the app clock's
 * time, so tests move it with `/__test/clock`) and allows `limit` hits until `windowMs` later.
 *
 * Where the windows live is a store: in memory (one process; several processes would each allow
 * the limit) or, with REDIS_URL, in Redis, so every server process counts into the same window.
 * The Redis store runs today's rule as one Lua script, given the app clock's time: Redis's own
 * clock never decides a window (its key TTL only cleans up, set to the window's length, which
 * real time reaches no earlier than the app clock does).
 *
 * Why not @fastify/rate-limit: it answers a refusal with its own reply (HTTP 429), while these
 * limits answer the envelope with code 423 (merchant routes HTTP 423) and their own message (the
 * feed's says the hourly number); it runs per route before the handler, while the feed and live
 * limits count only after the input, the user and the post or room checked out (a retried
 * comment answers its stored copy without counting), and several routes share one scope
 * (register, login and password reset count together per IP); and its Redis store times windows
 * with Redis's TTL, which the test clock cannot move.
 */
import type { AppContext } from '../context';
import type { RedisClient } from './redis';

/** Counts a hit of `key` in its window (opened at `nowMs` when none is open); the count. */
export interface RateStore {
  hit(key: string, nowMs: number, windowMs: number): Promise<number>;
}

/** Windows in this process's memory (no REDIS_URL). */
export class MemoryRateStore implements RateStore {
  private windows = new Map<string, { start: number; count: number }>();

  hit(key: string, nowMs: number, windowMs: number): Promise<number> {
    const w = this.windows.get(key);
    if (!w || nowMs - w.start >= windowMs) {
      if (this.windows.size > 50_000) this.windows.clear();
      this.windows.set(key, { start: nowMs, count: 1 });
      return Promise.resolve(1);
    }
    w.count += 1;
    return Promise.resolve(w.count);
  }
}

/** KEYS[1] the window; ARGV now (ms), window length (ms). Same rule as MemoryRateStore. */
const HIT_SCRIPT = `
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
if (not start) or now - start >= win then
  redis.call('HSET', KEYS[1], 's', ARGV[1], 'c', 1)
  redis.call('PEXPIRE', KEYS[1], win)
  return 1
end
return redis.call('HINCRBY', KEYS[1], 'c', 1)
`;

/** Windows in Redis, shared by every server process on the same Redis. */
export class RedisRateStore implements RateStore {
  constructor(
    private readonly client: RedisClient,
    private readonly prefix = 'shop:rl:',
  ) {}

  async hit(key: string, nowMs: number, windowMs: number): Promise<number> {
    const n = await this.client.eval(HIT_SCRIPT, {
      keys: [this.prefix + key],
      arguments: [String(Math.floor(nowMs)), String(windowMs)],
    });
    return Number(n);
  }
}

export class RateLimiter {
  /**
   * `name` keeps the keys of limiters sharing a store apart; the store defaults to memory.
   * A limit of 0 (or less) allows everything.
   */
  constructor(
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly nowMs: () => number,
    private readonly store: RateStore = new MemoryRateStore(),
  ) {}

  /** true when the call is allowed */
  async hit(key: string): Promise<boolean> {
    if (this.limit <= 0 || this.windowMs <= 0) return true;
    const count = await this.store.hit(`${this.name}:${key}`, this.nowMs(), this.windowMs);
    return count <= this.limit;
  }
}

/**
 * A limiter of the app: in Redis when the app has a Redis client (REDIS_URL), else in memory;
 * timed by the app clock.
 */
export function appRateLimiter(
  app: AppContext,
  name: string,
  limit: number,
  windowMs: number,
): RateLimiter {
  const store = app.redis ? new RedisRateStore(app.redis) : new MemoryRateStore();
  return new RateLimiter(name, limit, windowMs, () => app.clock.nowMs(), store);
}
