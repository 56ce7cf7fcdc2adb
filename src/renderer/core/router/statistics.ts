/**
 * Page statistics (spec section 4: "posted every 300 ms while the app is in the foreground and once
 * more when it is hidden"). Issue 25: every page view is posted exactly once. A view is queued
 * when the route changes; each STATISTICS_TICK_MS tick posts everything queued since the last
 * one (several quick page changes are several records, never merged into the last). The tick
 * runs only while the page is visible. When the page is hidden, one more record for the page
 * being left is queued and the queue is posted at once over a transport that outlives the page
 * (`keepalive`), and so is anything still queued when the page is closed (`pagehide`).
 */
import { STATISTICS_TICK_MS } from '../../../shared/constants';
import type { StatisticsRecord } from '../api/statistics';

export function splitPath(full: string): { url: string; params: string } {
  const [url = '', params = ''] = full.replace(/^\/+/, '').split('?');
  return { url, params };
}

/** How a record is sent: `keepalive` when the page is going away. */
export interface PostOptions {
  keepalive: boolean;
}

/** A queue far above what a person can navigate in one tick; beyond it the oldest are dropped. */
const MAX_QUEUED = 200;

export class PageStatistics {
  private queue: StatisticsRecord[] = [];
  private current = '';
  private previous = '';
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly post: (r: StatisticsRecord, opts: PostOptions) => Promise<unknown>,
    private readonly userId: () => number,
    private readonly terminal: string,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  private record(): StatisticsRecord {
    const cur = splitPath(this.current);
    const prev = splitPath(this.previous);
    return {
      url: cur.url,
      p_url: prev.url,
      time: this.now(),
      user_id: this.userId(),
      terminal: this.terminal,
      url_params: cur.params,
      p_url_params: prev.params,
    };
  }

  private enqueue(r: StatisticsRecord): void {
    this.queue.push(r);
    if (this.queue.length > MAX_QUEUED) this.queue.shift();
  }

  /** A route change: queued with the page it came from; the same path twice is one view. */
  pageView(fullPath: string): void {
    if (fullPath === this.current) return;
    this.previous = this.current;
    this.current = fullPath;
    this.enqueue(this.record());
  }

  /** Runs on every tick: posts every view queued since the last tick, in order. */
  flush(opts: PostOptions = { keepalive: false }): void {
    const batch = this.queue;
    if (batch.length === 0) return;
    this.queue = [];
    for (const r of batch) {
      this.post(r, opts).catch(() => {
        // Statistics never disturb the user; a record the network refused is not retried.
      });
    }
  }

  /** The page went to the background: one more record for the page being left, sent now. */
  hidden(): void {
    this.stop();
    if (this.current) this.enqueue(this.record());
    this.flush({ keepalive: true });
  }

  /** The page is visible again: the tick resumes. */
  visible(): void {
    this.start();
  }

  /** The page is being closed or replaced: whatever is still queued goes out now. */
  closing(): void {
    this.stop();
    this.flush({ keepalive: true });
  }

  start(): void {
    this.timer ??= setInterval(() => this.flush(), STATISTICS_TICK_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Wires the page's lifecycle: visibility (hidden / visible) and close (`pagehide`). */
  attach(doc: Document, win: Window): void {
    doc.addEventListener('visibilitychange', () => {
      if (doc.visibilityState === 'hidden') this.hidden();
      else this.visible();
    });
    win.addEventListener('pagehide', () => this.closing());
    if (doc.visibilityState !== 'hidden') this.start();
  }
}
