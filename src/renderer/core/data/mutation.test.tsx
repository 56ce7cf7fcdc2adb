// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCEL_MESSAGE, HttpError } from '../api/http';
import { deferred } from '../ui/test-hooks';
import { ApiError } from './api-error';
import { useMutation } from './mutation';
import { configureFailureReporter } from './report';

let toast: ReturnType<typeof vi.fn<(m: string) => void>>;
let restore: () => void;
beforeEach(() => {
  toast = vi.fn<(m: string) => void>();
  restore = configureFailureReporter({ toast, fallbackMessage: () => 'offline' });
});
afterEach(() => {
  restore();
  cleanup();
});

describe('useMutation', () => {
  it('pending while the write runs; the result and onSuccess after it', async () => {
    const answer = deferred<number>();
    const onSuccess = vi.fn<(r: number) => void>();
    const write = vi.fn((_id: number) => answer.promise);
    const { result } = renderHook(() => useMutation(write, { onSuccess }));
    expect(result.current.pending).toBe(false);
    let p: Promise<number> | undefined;
    act(() => {
      p = result.current.run(7);
    });
    expect(result.current.pending).toBe(true);
    expect(write).toHaveBeenCalledWith(7);
    await act(async () => answer.resolve(42));
    await expect(p).resolves.toBe(42);
    expect(result.current.pending).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith(42);
  });

  it('a double tap joins the write in flight', async () => {
    const answer = deferred<string>();
    const write = vi.fn(() => answer.promise);
    const { result } = renderHook(() => useMutation(write));
    let a: Promise<string> | undefined;
    let b: Promise<string> | undefined;
    act(() => {
      a = result.current.run();
      b = result.current.run();
    });
    await act(async () => answer.resolve('ok'));
    expect(await a).toBe('ok');
    expect(await b).toBe('ok');
    expect(write).toHaveBeenCalledOnce();
  });

  it('a failure is reported once and rethrown as an ApiError', async () => {
    const { result } = renderHook(() =>
      useMutation(() => Promise.reject(new HttpError('Network Error', 0))),
    );
    let err: unknown;
    await act(async () => {
      err = await result.current.run().catch((e: unknown) => e);
    });
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).reported).toBe(true);
    expect(toast).toHaveBeenCalledExactlyOnceWith('offline');
    expect(result.current.error).toBe(err);
    expect(result.current.pending).toBe(false);
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
  });

  it('what the wrapper reported and cancels add no toast; attempt resolves undefined', async () => {
    const errors = [
      new HttpError('too many', 422, { code: 422, message: 'too many', data: null }, true),
      new Error(CANCEL_MESSAGE),
    ];
    let i = 0;
    const { result } = renderHook(() => useMutation(() => Promise.reject(errors[i++]!)));
    let first: unknown = 'unset';
    await act(async () => {
      first = await result.current.attempt();
    });
    expect(first).toBeUndefined();
    expect(result.current.error?.kind).toBe('invalid');
    await act(async () => {
      await result.current.attempt();
    });
    expect(result.current.error).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('report options reach the reporter; report: false leaves it to the caller', async () => {
    const { result } = renderHook(() =>
      useMutation(() => Promise.reject(new HttpError('Network Error', 0)), {
        report: { withReason: (r) => `failed: ${r}` },
      }),
    );
    await act(async () => {
      await result.current.attempt();
    });
    expect(toast).toHaveBeenCalledExactlyOnceWith('failed: Network Error');
    const silent = renderHook(() =>
      useMutation(() => Promise.reject(new HttpError('Network Error', 0)), { report: false }),
    );
    let err: unknown;
    await act(async () => {
      err = await silent.result.current.run().catch((e: unknown) => e);
    });
    expect((err as ApiError).reported).toBe(false);
    expect(toast).toHaveBeenCalledOnce();
  });
});
