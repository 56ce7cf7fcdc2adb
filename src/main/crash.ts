/**
 * Crash recovery (ARCHITECTURE.md "Terminals"): a renderer that dies, hangs or fails to load is
 * reloaded after a growing delay (1 s, 2 s, 4 s … 30 s). Too many crashes in a short time end
 * the main process with CRASH_EXIT_CODE so the supervisor (the systemd unit in build/) starts a
 * fresh one; without a supervisor the app relaunches itself.
 */
import type { App, BrowserWindow, RenderProcessGoneDetails } from 'electron';

/** EX_SOFTWARE: systemd's Restart= restarts on it, RestartPreventExitStatus=0 does not apply. */
export const CRASH_EXIT_CODE = 70;

export interface CrashPolicyOptions {
  /** crashes within `windowMs` that give up on reloading */
  maxCrashes: number;
  windowMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_CRASH_POLICY: CrashPolicyOptions = {
  maxCrashes: 5,
  windowMs: 10 * 60_000,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
};

export type CrashAction = { action: 'reload'; delayMs: number } | { action: 'exit'; code: number };

/** Counts the crashes of one window and answers what to do about the next one. */
export class CrashPolicy {
  private crashes: number[] = [];

  constructor(private readonly opts: CrashPolicyOptions = DEFAULT_CRASH_POLICY) {}

  record(now: number): CrashAction {
    this.crashes = this.crashes.filter((t) => now - t < this.opts.windowMs);
    this.crashes.push(now);
    const n = this.crashes.length;
    if (n >= this.opts.maxCrashes) return { action: 'exit', code: CRASH_EXIT_CODE };
    const delayMs = Math.min(this.opts.baseDelayMs * 2 ** (n - 1), this.opts.maxDelayMs);
    return { action: 'reload', delayMs };
  }

  /** a page that stayed up for the whole window forgets its old crashes */
  get count(): number {
    return this.crashes.length;
  }
}

/** Whether a supervisor (systemd) restarts the process when it exits non-zero. */
export function isSupervised(env: NodeJS.ProcessEnv): boolean {
  return env.TERMINAL_SUPERVISOR === 'systemd' || Boolean(env.INVOCATION_ID);
}

/** Ends the process after too many crashes: exit code for a supervisor, else relaunch. */
export function giveUp(app: Pick<App, 'relaunch' | 'exit'>, supervised: boolean, code: number) {
  if (!supervised) app.relaunch();
  app.exit(code);
}

export interface RecoveryDeps {
  policy: CrashPolicy;
  /** loads the window's app again (its start URL) */
  reload: () => void;
  giveUp: (code: number) => void;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
  log?: (message: string) => void;
  /** how long an unresponsive page may stay hung before it is reloaded */
  hangGraceMs?: number;
}

/**
 * Wires the recovery to a window: `render-process-gone` (anything but a clean exit),
 * `unresponsive` for longer than the grace period, and a failed main-frame load.
 */
export function attachCrashRecovery(
  win: Pick<BrowserWindow, 'webContents' | 'isDestroyed'>,
  deps: RecoveryDeps,
): void {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((t: unknown) => clearTimeout(t as NodeJS.Timeout));
  const log = deps.log ?? ((m: string) => console.error(m));
  let pending: unknown = null;
  let hang: unknown = null;

  const recover = (why: string) => {
    if (pending !== null) return;
    const next = deps.policy.record(now());
    log(
      `[terminal] ${why}: ${next.action === 'reload' ? `reload in ${next.delayMs} ms` : 'giving up'}`,
    );
    if (next.action === 'exit') {
      deps.giveUp(next.code);
      return;
    }
    pending = setTimer(() => {
      pending = null;
      if (!win.isDestroyed()) deps.reload();
    }, next.delayMs);
  };

  const wc = win.webContents;
  wc.on('render-process-gone', (_event, details: RenderProcessGoneDetails) => {
    if (details.reason === 'clean-exit') return;
    recover(`renderer gone (${details.reason}, exit ${details.exitCode})`);
  });
  // A hung renderer cannot be navigated reliably: kill it, and render-process-gone ('killed')
  // reloads it through the same back-off.
  wc.on('unresponsive', () => {
    if (hang !== null) return;
    hang = setTimer(() => {
      hang = null;
      log('[terminal] renderer unresponsive: killing it');
      if (!win.isDestroyed()) wc.forcefullyCrashRenderer();
    }, deps.hangGraceMs ?? 10_000);
  });
  wc.on('responsive', () => {
    if (hang !== null) clearTimer(hang);
    hang = null;
  });
  wc.on('did-fail-load', (_event, errorCode, description, url, isMainFrame) => {
    // -3 is ERR_ABORTED: a navigation replaced by another one, not a failure.
    if (!isMainFrame || errorCode === -3) return;
    recover(`load failed (${errorCode} ${description}) ${url}`);
  });
}
