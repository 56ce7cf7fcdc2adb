import { describe, expect, it, vi } from 'vitest';
import { attachCrashRecovery, CRASH_EXIT_CODE, CrashPolicy, giveUp, isSupervised } from './crash';

describe('CrashPolicy', () => {
  it('reloads with a doubling delay, capped, then gives up with a non-zero code', () => {
    const p = new CrashPolicy({
      maxCrashes: 6,
      windowMs: 60_000,
      baseDelayMs: 1000,
      maxDelayMs: 5000,
    });
    const delays = [0, 1, 2, 3, 4].map((i) => p.record(i * 1000));
    expect(delays).toEqual([
      { action: 'reload', delayMs: 1000 },
      { action: 'reload', delayMs: 2000 },
      { action: 'reload', delayMs: 4000 },
      { action: 'reload', delayMs: 5000 },
      { action: 'reload', delayMs: 5000 },
    ]);
    expect(p.record(5000)).toEqual({ action: 'exit', code: CRASH_EXIT_CODE });
    expect(CRASH_EXIT_CODE).not.toBe(0);
  });

  it('forgets crashes older than its window', () => {
    const p = new CrashPolicy({
      maxCrashes: 3,
      windowMs: 10_000,
      baseDelayMs: 100,
      maxDelayMs: 1000,
    });
    p.record(0);
    p.record(1000);
    expect(p.record(20_000)).toEqual({ action: 'reload', delayMs: 100 });
    expect(p.count).toBe(1);
  });
});

describe('supervisor', () => {
  it('is systemd when the unit says so or systemd started the process', () => {
    expect(isSupervised({ TERMINAL_SUPERVISOR: 'systemd' })).toBe(true);
    expect(isSupervised({ INVOCATION_ID: 'abc' })).toBe(true);
    expect(isSupervised({})).toBe(false);
  });

  it('exits non-zero for systemd, relaunches itself only without a supervisor', () => {
    const app = { relaunch: vi.fn(), exit: vi.fn() };
    giveUp(app, true, 70);
    expect(app.relaunch).not.toHaveBeenCalled();
    expect(app.exit).toHaveBeenCalledWith(70);
    const free = { relaunch: vi.fn(), exit: vi.fn() };
    giveUp(free, false, 70);
    expect(free.relaunch).toHaveBeenCalled();
    expect(free.exit).toHaveBeenCalledWith(70);
  });
});

describe('attachCrashRecovery', () => {
  function setup(maxCrashes = 3) {
    const handlers: Record<string, (...a: any[]) => void> = {};
    const timers: { fn: () => void; ms: number; cleared?: boolean }[] = [];
    const win = {
      isDestroyed: vi.fn(() => false),
      webContents: {
        on: vi.fn((n: string, h: (...a: any[]) => void) => (handlers[n] = h)),
        forcefullyCrashRenderer: vi.fn(() =>
          handlers['render-process-gone']?.({}, { reason: 'killed', exitCode: 9 }),
        ),
      },
    };
    const deps = {
      policy: new CrashPolicy({
        maxCrashes,
        windowMs: 60_000,
        baseDelayMs: 1000,
        maxDelayMs: 8000,
      }),
      reload: vi.fn(),
      giveUp: vi.fn(),
      now: () => 0,
      setTimer: (fn: () => void, ms: number) => {
        const t = { fn, ms };
        timers.push(t);
        return t;
      },
      clearTimer: (t: unknown) => ((t as { cleared: boolean }).cleared = true),
      log: vi.fn(),
      hangGraceMs: 5000,
    };
    attachCrashRecovery(win as never, deps);
    const fire = () => {
      const t = timers.shift();
      if (t && !t.cleared) t.fn();
      return t;
    };
    return { handlers, timers, deps, win, fire };
  }

  it('reloads a crashed renderer after the back-off delay', () => {
    const s = setup();
    s.handlers['render-process-gone']?.({}, { reason: 'crashed', exitCode: 11 });
    expect(s.timers[0]?.ms).toBe(1000);
    expect(s.deps.reload).not.toHaveBeenCalled();
    s.fire();
    expect(s.deps.reload).toHaveBeenCalledTimes(1);
    s.handlers['render-process-gone']?.({}, { reason: 'oom', exitCode: 0 });
    expect(s.timers[0]?.ms).toBe(2000);
  });

  it('ignores a clean exit and sub-frame or aborted load failures', () => {
    const s = setup();
    s.handlers['render-process-gone']?.({}, { reason: 'clean-exit', exitCode: 0 });
    s.handlers['did-fail-load']?.({}, -105, 'NAME_NOT_RESOLVED', 'https://x', false);
    s.handlers['did-fail-load']?.({}, -3, 'ABORTED', 'app://kiosk/', true);
    expect(s.timers).toHaveLength(0);
    s.handlers['did-fail-load']?.({}, -6, 'FILE_NOT_FOUND', 'app://kiosk/', true);
    expect(s.timers).toHaveLength(1);
  });

  it('kills and reloads a page that stays unresponsive, not one that recovers', () => {
    const s = setup();
    s.handlers['unresponsive']?.();
    s.handlers['responsive']?.();
    expect(s.fire()?.ms).toBe(5000);
    expect(s.win.webContents.forcefullyCrashRenderer).not.toHaveBeenCalled();
    expect(s.timers).toHaveLength(0);
    s.handlers['unresponsive']?.();
    s.fire();
    expect(s.win.webContents.forcefullyCrashRenderer).toHaveBeenCalledTimes(1);
    expect(s.timers[0]?.ms).toBe(1000);
    s.fire();
    expect(s.deps.reload).toHaveBeenCalledTimes(1);
  });

  it('gives up after repeated crashes instead of reloading forever', () => {
    const s = setup(3);
    for (let i = 0; i < 3; i++) {
      s.handlers['render-process-gone']?.({}, { reason: 'crashed', exitCode: 1 });
      s.fire();
    }
    expect(s.deps.reload).toHaveBeenCalledTimes(2);
    expect(s.deps.giveUp).toHaveBeenCalledWith(CRASH_EXIT_CODE);
  });

  it('does not reload a window that was closed meanwhile', () => {
    const s = setup();
    s.handlers['render-process-gone']?.({}, { reason: 'crashed', exitCode: 1 });
    s.win.isDestroyed.mockReturnValue(true);
    s.fire();
    expect(s.deps.reload).not.toHaveBeenCalled();
  });
});
