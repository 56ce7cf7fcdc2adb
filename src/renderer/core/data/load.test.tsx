// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANCEL_MESSAGE, HttpError } from '../api/http';
import { deferred } from '../ui/test-hooks';
import { ApiError } from './api-error';
import { LoadModel, useLoad } from './load';
import { configureFailureReporter } from './report';

afterEach(cleanup);

describe('useLoad', () => {
  it('loads on mount: loading, then ready with the data', async () => {
    const fetcher = vi.fn((_s: AbortSignal) => Promise.resolve({ id: 1 }));
    const { result } = renderHook(() => useLoad(fetcher, []));
    expect(result.current.status).toBe('loading');
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual({ id: 1 });
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBeNull();
    expect(fetcher).toHaveBeenCalledOnce();
    expect(fetcher.mock.calls[0]![0]).toBeInstanceOf(AbortSignal);
  });

  it('a failed first load is status error with an ApiError; retry loads again', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useLoad(
        () => (fail ? Promise.reject(new HttpError('Network Error', 0)) : Promise.resolve(7)),
        [],
      ),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error!.kind).toBe('network');
    fail = false;
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe(7));
    expect(result.current.error).toBeNull();
  });

  it('a failed reload keeps the data on screen and resolves false', async () => {
    let n = 0;
    const { result } = renderHook(() =>
      useLoad(() => (n++ === 0 ? Promise.resolve('a') : Promise.reject(new Error('x'))), []),
    );
    await waitFor(() => expect(result.current.data).toBe('a'));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.reload();
    });
    expect(ok).toBe(false);
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toBe('a');
    expect(result.current.error?.message).toBe('x');
  });

  it('deps change: the old request is aborted and its late answer dropped', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ id }) =>
        useLoad(
          (s) => {
            signals.push(s);
            return answers[id]!.promise;
          },
          [id],
        ),
      { initialProps: { id: 0 } },
    );
    rerender({ id: 1 });
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    await act(async () => answers[1]!.resolve('new'));
    await act(async () => answers[0]!.resolve('old'));
    expect(result.current.data).toBe('new');
  });

  it('unmount aborts the request; a cancel is not an error', async () => {
    const answer = deferred<string>();
    let signal: AbortSignal | undefined;
    const { result, unmount } = renderHook(() =>
      useLoad((s) => {
        signal = s;
        return answer.promise;
      }, []),
    );
    unmount();
    expect(signal!.aborted).toBe(true);
    await act(async () => answer.reject(new Error(CANCEL_MESSAGE)));
    expect(result.current.status).toBe('loading');
    expect(result.current.error).toBeNull();
  });

  it('setData patches the loaded value; the snapshot is stable between changes', async () => {
    const { result } = renderHook(() => useLoad(() => Promise.resolve({ likes: 1 }), []));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const reload = result.current.reload;
    act(() => result.current.setData((d) => ({ likes: (d?.likes ?? 0) + 1 })));
    expect(result.current.data).toEqual({ likes: 2 });
    expect(result.current.reload).toBe(reload);
  });

  it('report: failures also go through reportFailure', async () => {
    const toast = vi.fn<(m: string) => void>();
    const restore = configureFailureReporter({ toast, fallbackMessage: () => 'offline' });
    try {
      const { result } = renderHook(() =>
        useLoad(() => Promise.reject(new HttpError('Network Error', 0)), [], { report: true }),
      );
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(toast).toHaveBeenCalledExactlyOnceWith('offline');
      expect(result.current.error!.reported).toBe(true);
    } finally {
      restore();
    }
  });
});

describe('LoadModel without React', () => {
  it('a newer run wins over an older one that answers later', async () => {
    const answers = [deferred<number>(), deferred<number>()];
    let i = 0;
    const model = new LoadModel(() => answers[i++]!.promise);
    const first = model.run(true);
    const second = model.run(false);
    answers[1]!.resolve(2);
    await second;
    answers[0]!.resolve(1);
    await first;
    expect(model.data).toBe(2);
  });

  it("a write's answer (setData) wins over a reload that started before it and answers later", async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let i = 0;
    const model = new LoadModel((signal) => {
      const a = answers[i++]!;
      signal.addEventListener('abort', () => a.reject(new DOMException('aborted', 'AbortError')));
      return a.promise;
    });
    const first = model.run(true);
    answers[0]!.resolve('unbound');
    await first;
    const reload = model.reload();
    model.setData('bound');
    expect(model.loading).toBe(false);
    answers[1]!.resolve('unbound');
    expect(await reload).toBe(false);
    expect(model.data).toBe('bound');
    expect(model.status).toBe('ready');
  });

  it('a mapping (an event patch) keeps the load in flight', async () => {
    const answer = deferred<number>();
    const model = new LoadModel(() => answer.promise);
    const run = model.run(true);
    model.setData((n) => (n ?? 0) + 1);
    answer.resolve(5);
    await run;
    expect(model.data).toBe(5);
  });
});

// Issue 23 (the cabinet screen once stayed on its spinner; not reproduced): a plain component,
// not an observer, mounted by a navigation (a transition, as the hash router renders it), shows
// the data whether or not a re-read (a live event, a timer) starts during the first load, and
// while urgent updates keep coming.
describe('useLoad in a plain component mounted in a transition', () => {
  function Screen({ reloadAt, noisy }: { reloadAt?: number; noisy?: boolean }) {
    const load = useLoad(
      () => new Promise<{ v: number }>((r) => setTimeout(() => r({ v: 1 }), 10)),
      [],
    );
    const { reload } = load;
    useEffect(() => {
      if (reloadAt === undefined) return undefined;
      const timer = setTimeout(() => void reload(), reloadAt);
      return () => clearTimeout(timer);
    }, [reload, reloadAt]);
    const [, tick] = useState(0);
    useEffect(() => {
      if (!noisy) return undefined;
      const timer = setInterval(() => tick((n) => n + 1), 1);
      return () => clearInterval(timer);
    }, [noisy]);
    return <p>{load.data ? `data ${load.data.v}` : 'spinner'}</p>;
  }
  function Navigation({ children }: { children: ReactNode }) {
    const [open, setOpen] = useState(false);
    useEffect(() => {
      const timer = setTimeout(() => startTransition(() => setOpen(true)), 5);
      return () => clearTimeout(timer);
    }, []);
    return open ? children : null;
  }

  it.each([
    { name: 'first load only' },
    { name: 're-read as it starts', reloadAt: 0 },
    { name: 're-read during the first load', reloadAt: 5 },
    { name: 're-read after it', reloadAt: 15 },
    { name: 'urgent updates meanwhile', reloadAt: 5, noisy: true },
  ])('$name', async ({ reloadAt, noisy }) => {
    const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    g.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      render(
        <Navigation>
          <Screen {...(reloadAt === undefined ? {} : { reloadAt })} noisy={noisy ?? false} />
        </Navigation>,
      );
      await waitFor(() => expect(screen.getByText('data 1')).toBeTruthy(), { timeout: 4000 });
    } finally {
      g.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
