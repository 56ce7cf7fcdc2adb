/**
 * Like taps batched into one POST per interval (docs/api-live.md: `like` takes count 1–50).
 * A tap only counts locally; every `intervalMs` the pending taps go out in one call (at most
 * 50 per call — more taps wait for the next tick, never lost), and `dispose` flushes what is
 * left (leaving the page). A failed send drops its taps: likes are not worth a retry storm.
 */
export const LIKE_BATCH_MAX = 50;
export const LIKE_BATCH_INTERVAL_MS = 1000;

export interface LikeBatcherOptions {
  send: (count: number) => Promise<unknown>;
  intervalMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class LikeBatcher {
  private pending = 0;
  private timer: unknown = null;
  private disposed = false;
  private readonly intervalMs: number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly opts: LikeBatcherOptions) {
    this.intervalMs = opts.intervalMs ?? LIKE_BATCH_INTERVAL_MS;
    this.setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = opts.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  /** Taps not sent yet. */
  get queued(): number {
    return this.pending;
  }

  tap(times = 1): void {
    if (this.disposed) return;
    this.pending += times;
    this.schedule();
  }

  /** Sends up to 50 pending taps now. */
  flush(): void {
    if (this.timer !== null) {
      this.clearTimer(this.timer);
      this.timer = null;
    }
    if (this.pending <= 0) return;
    const count = Math.min(this.pending, LIKE_BATCH_MAX);
    this.pending -= count;
    void this.opts.send(count).catch(() => undefined);
    if (this.pending > 0 && !this.disposed) this.schedule();
  }

  /** Flushes what is pending (in 50s) and stops. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.timer !== null) {
      this.clearTimer(this.timer);
      this.timer = null;
    }
    while (this.pending > 0) this.flush();
  }

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = this.setTimer(() => {
      this.timer = null;
      this.flush();
    }, this.intervalMs);
  }
}
