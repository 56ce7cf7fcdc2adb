import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIKE_BATCH_MAX, LikeBatcher } from './like-batcher';

describe('LikeBatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('batches the taps of one interval into one send', () => {
    const send = vi.fn(() => Promise.resolve());
    const b = new LikeBatcher({ send });
    b.tap();
    b.tap();
    b.tap();
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(3);
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('caps one send at 50 and sends the rest on the next tick', () => {
    const send = vi.fn(() => Promise.resolve());
    const b = new LikeBatcher({ send });
    b.tap(70);
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenLastCalledWith(LIKE_BATCH_MAX);
    expect(b.queued).toBe(20);
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenLastCalledWith(20);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('flushes pending taps on dispose and ignores taps after it', () => {
    const send = vi.fn(() => Promise.resolve());
    const b = new LikeBatcher({ send });
    b.tap(2);
    b.dispose();
    expect(send).toHaveBeenCalledWith(2);
    b.tap();
    vi.advanceTimersByTime(2000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('survives a failed send', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const b = new LikeBatcher({ send });
    b.tap();
    vi.advanceTimersByTime(1000);
    await Promise.resolve();
    b.tap();
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
