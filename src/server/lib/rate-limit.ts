/**
 * A fixed-window limiter per key, in memory. Per process: with several server processes each
 * keeps its own window, which loosens the limit by the process count (acceptable for abuse
 * damping; SMS sending also has per-mobile limits in the database).
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly nowMs: () => number,
  ) {}

  /** true when the call is allowed */
  hit(key: string): boolean {
    if (this.limit <= 0) return true;
    const now = this.nowMs();
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.windows.clear();
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= this.limit;
  }
}
