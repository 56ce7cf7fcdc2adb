import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce, whenIdle } from './lazy';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadOnce', () => {
  it('loads once and shares the answer', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const get = loadOnce(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['chunk', 'chunk']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, within 3 s, and can be cancelled', () => {
    const ric = vi.fn(() => 7);
    const cic = vi.fn();
    vi.stubGlobal('requestIdleCallback', ric);
    vi.stubGlobal('cancelIdleCallback', cic);
    const fn = vi.fn();
    const cancel = whenIdle(fn);
    expect(ric).toHaveBeenCalledWith(fn, { timeout: 3000 });
    cancel();
    expect(cic).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback runs after 200 ms', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const fn = vi.fn();
    whenIdle(fn);
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
