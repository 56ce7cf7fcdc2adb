/**
 * Page statistics (spec section 4): a STATISTICS_TICK_MS tick posts only when a page view is
 * pending; one more post when the page is hidden.
 */
import { STATISTICS_TICK_MS } from '../../../shared/constants';
import type { StatisticsRecord } from '../api/statistics';

export function splitPath(full: string): { url: string; params: string } {
  const [url = '', params = ''] = full.replace(/^\/+/, '').split('?');
  return { url, params };
}

export class PageStatistics {
  private pending: StatisticsRecord | null = null;
  private current = '';
  private previous = '';
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly post: (r: StatisticsRecord) => Promise<unknown>,
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

  pageView(fullPath: string): void {
    if (fullPath === this.current) return;
    this.previous = this.current;
    this.current = fullPath;
    this.pending = this.record();
  }

  /** Runs on every tick: posts only when a view is pending. */
  flush(): void {
    const r = this.pending;
    if (!r) return;
    this.pending = null;
    this.post(r).catch(() => {
      // Statistics never disturb the user; a lost record is acceptable.
    });
  }

  /** The page went to the background: one more post for the page being left. */
  hidden(): void {
    if (!this.current) return;
    this.pending = this.record();
    this.flush();
  }

  start(): void {
    this.timer ??= setInterval(() => this.flush(), STATISTICS_TICK_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
