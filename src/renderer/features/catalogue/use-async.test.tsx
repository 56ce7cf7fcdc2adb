// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../core/ui/test-hooks';
import { useAsync } from '../../core/data/use-async';

describe('useAsync', () => {
  it('loads on mount: loading, then ready with the data', async () => {
    const { result } = renderHook(() => useAsync(() => Promise.resolve(5), []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe(5);
  });

  it('shows the error when the first load fails, and retry loads again', async () => {
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('x'));
    load.mockResolvedValue(7);
    const { result } = renderHook(() => useAsync(load, []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe(7));
  });

  it('reload keeps the data and reports a failure without rejecting', async () => {
    const load = vi.fn<() => Promise<number>>().mockResolvedValueOnce(1);
    load.mockRejectedValueOnce(new Error('x'));
    const { result } = renderHook(() => useAsync(load, []));
    await waitFor(() => expect(result.current.data).toBe(1));
    let ok = true;
    await act(async () => {
      ok = await result.current.reload();
    });
    expect(ok).toBe(false);
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toBe(1);
  });

  it('drops a response that arrives after newer deps started a load', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(
      ({ id }: { id: number }) => useAsync(() => (id === 1 ? first.promise : second.promise), [id]),
      { initialProps: { id: 1 } },
    );
    rerender({ id: 2 });
    await act(async () => {
      second.resolve('two');
      await second.promise;
    });
    await act(async () => {
      first.resolve('one');
      await first.promise;
    });
    expect(result.current.data).toBe('two');
  });
});
