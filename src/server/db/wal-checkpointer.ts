/**
 * WAL checkpoints of the SQLite database on a worker thread instead of inside a commit of the
 * serving thread (issue 21).
 *
 * SQLite's default (`wal_autocheckpoint` = 1000 pages) runs the checkpoint inside whichever
 * commit crosses the threshold, and better-sqlite3 is synchronous: that commit blocks the whole
 * event loop while ~4 MB of pages are copied into the database file and synced. Measured under
 * the sustained checkout (one order writes ~15 pages, so one commit in ~70 checkpoints): commit
 * p50 173 µs but p99 13 ms and max 52 ms, and 62 % of all commit time spent in those few commits
 * (0.4 ms per order of a ~2.5 ms budget); the requests queued behind such a commit make the
 * checkout's latency tail.
 *
 * So the serving connection never checkpoints (`wal_autocheckpoint = 0`); once the WAL file
 * passes the same threshold, a worker thread with its own connection runs PASSIVE checkpoints,
 * which never block the writer (the other core copies the pages). A checkpoint that could not
 * catch up with the writer runs again at once; the WAL restarts from its beginning at the first
 * write after a checkpoint that copied everything, and `journal_size_limit` truncates it then.
 *
 * The worker (~9 MiB) starts only when the WAL first passes the threshold: a server that only
 * reads never carries it. If it cannot start or fails, the serving connection gets SQLite's
 * own automatic checkpoints back, so the WAL stays bounded either way.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** SQLite's default automatic checkpoint size, pages. */
export const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
/**
 * Frames the serving thread copies itself so the WAL can restart: a PASSIVE checkpoint on
 * another thread never catches up with a writer that never pauses (the WAL restarts only at a
 * write that finds every frame copied), so the last few are copied between two transactions.
 */
export const FINISH_FRAMES = 64;

/** The part of a better-sqlite3 database the checkpointer uses. */
export interface PragmaDatabase {
  pragma(source: string, options?: { simple?: boolean }): unknown;
  readonly name: string;
}

export interface CheckpointResult {
  /** frames in the WAL when the checkpoint ran */
  log: number;
  /** frames copied into the database (all of them: the WAL restarts at the next write) */
  checkpointed: number;
  ms: number;
  /** copied by the serving thread (the last frames, so the WAL restarts) */
  finish?: boolean;
}

export interface WalCheckpointerOptions {
  /**
   * Runs `fn` when no statement or transaction of the serving connection is in progress (the
   * driver's lock); without it the rest is copied at once.
   */
  exclusive?: (fn: () => void) => Promise<void>;
  /** checkpoint once the WAL file is larger than this, bytes (default: 1000 pages) */
  thresholdBytes?: number;
  /** how often the WAL size is looked at, ms (default 250) */
  pollMs?: number;
  /** told about every checkpoint the worker ran (tests, diagnostics) */
  onCheckpoint?: (r: CheckpointResult) => void;
  /** better-sqlite3's module path for the worker (default: resolved from here) */
  driverPath?: string;
  /** told when the worker failed and automatic checkpoints were given back */
  onFallback?: (err: unknown) => void;
}

/**
 * The worker's program (CommonJS, `eval`): a PASSIVE checkpoint every poll (nothing to copy
 * costs nothing). Once the WAL holds more than the threshold, passes run back to back until one
 * had little to copy; then it asks the serving thread to copy the frames written since (see
 * `#finish`) and waits for it. PASSIVE takes no writer lock; the worker writes nothing else.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
db.pragma('synchronous = NORMAL');
let stopped = false;
let waiting = false;
let lastLog = 0;
let lastDone = 0;
parentPort.on('message', (m) => {
  if (m === 'stop') { stopped = true; db.close(); parentPort.close(); }
  else if (m === 'finished') { waiting = false; setTimeout(tick, workerData.pollMs); }
});
function tick() {
  if (stopped || waiting) return;
  const t = performance.now();
  const [r] = db.pragma('wal_checkpoint(PASSIVE)');
  // frames this pass copied (the WAL restarted since the last pass when it is shorter)
  const copied = r.log < lastLog ? r.checkpointed : r.checkpointed - lastDone;
  lastLog = r.log;
  lastDone = r.checkpointed;
  if (copied > 0) parentPort.postMessage({ log: r.log, checkpointed: r.checkpointed, ms: performance.now() - t });
  if (r.log <= workerData.thresholdFrames) { setTimeout(tick, workerData.pollMs); return; }
  // past the threshold: passes back to back until one had little to copy (the writer wrote
  // little meanwhile), then the serving thread copies what it wrote since and the WAL restarts
  if (copied > workerData.finishFrames) { setImmediate(tick); return; }
  waiting = true;
  lastLog = 0;
  lastDone = 0;
  parentPort.postMessage('finish');
}
tick();
`;

export class WalCheckpointer {
  readonly #db: PragmaDatabase;
  readonly #file: string;
  readonly #threshold: number;
  readonly #pageSize: number;
  readonly #pollMs: number;
  readonly #opts: WalCheckpointerOptions;
  #timer: NodeJS.Timeout | null = null;
  #worker: Worker | null = null;
  #stopped = false;
  #fellBack = false;

  constructor(db: PragmaDatabase, opts: WalCheckpointerOptions = {}) {
    this.#db = db;
    this.#file = db.name;
    this.#opts = opts;
    this.#pageSize = Number(db.pragma('page_size', { simple: true })) || 4096;
    this.#threshold = opts.thresholdBytes ?? SQLITE_AUTOCHECKPOINT_PAGES * this.#pageSize;
    this.#pollMs = opts.pollMs ?? 250;
    db.pragma('wal_autocheckpoint = 0');
    // a WAL that grew under a burst is cut back to this when it restarts
    db.pragma(`journal_size_limit = ${Math.max(this.#threshold * 4, 16 * 1024 * 1024)}`);
    this.#timer = setInterval(() => this.#look(), this.#pollMs);
    this.#timer.unref();
  }

  /** Whether the worker is running (it starts with the first large WAL). */
  get running(): boolean {
    return this.#worker !== null;
  }

  #look(): void {
    fs.stat(`${this.#file}-wal`, (err, st) => {
      if (err || this.#stopped || this.#worker || this.#fellBack) return;
      if (st.size > this.#threshold) this.#start();
    });
  }

  #start(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    try {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: {
          file: this.#file,
          thresholdFrames: Math.ceil(this.#threshold / this.#pageSize),
          finishFrames: FINISH_FRAMES,
          pollMs: this.#pollMs,
          driver: this.#opts.driverPath ?? createRequire(import.meta.url).resolve('better-sqlite3'),
        },
        resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2 },
      });
      worker.unref();
      worker.on('message', (m: CheckpointResult | 'finish') => {
        if (m === 'finish') void this.#finish(worker);
        else this.#opts.onCheckpoint?.(m);
      });
      worker.on('error', (e) => this.#fallBack(e));
      worker.on('exit', (code) => {
        if (!this.#stopped) this.#fallBack(new Error(`WAL checkpoint worker exited (${code})`));
      });
      this.#worker = worker;
    } catch (err) {
      this.#fallBack(err);
    }
  }

  /** Copies the WAL's last frames on this connection between two transactions. */
  async #finish(worker: Worker): Promise<void> {
    const copy = () => {
      if (this.#stopped) return;
      const t = performance.now();
      const [r] = this.#db.pragma('wal_checkpoint(PASSIVE)') as {
        log: number;
        checkpointed: number;
      }[];
      if (r) this.#opts.onCheckpoint?.({ ...r, ms: performance.now() - t, finish: true });
    };
    try {
      await (this.#opts.exclusive ? this.#opts.exclusive(copy) : Promise.resolve(copy()));
    } catch (err) {
      this.#fallBack(err);
      return;
    }
    if (!this.#stopped) worker.postMessage('finished');
  }

  /** The worker is gone: SQLite's own automatic checkpoints on the serving connection again. */
  #fallBack(err: unknown): void {
    if (this.#fellBack || this.#stopped) return;
    this.#fellBack = true;
    this.#worker = null;
    try {
      this.#db.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
    } catch {
      // the database is closing
    }
    this.#opts.onFallback?.(err);
  }

  /** Stops the worker (before the serving connection closes, so its close checkpoints). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    const worker = this.#worker;
    this.#worker = null;
    if (!worker) return;
    // held until it has exited: an unreferenced worker would let the process end meanwhile
    worker.ref();
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('stop');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      exited,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, 2000))),
    ]);
    clearTimeout(timer);
    await worker.terminate();
  }
}
