/**
 * `useLoad`: one read for a screen part (a header card, a detail, a word list), and `LoadModel`,
 * the MobX model under it (usable in a store too).
 *
 * Replaces `features/catalogue/use-async.ts` (`useAsync`): the same `data` / `status` / `error` /
 * `reload` / `retry`, plus `loading` (any load in flight, a background reload included),
 * `setData` (patch the loaded value after a write) and an AbortSignal for the fetcher that is
 * aborted when a newer load starts, when `deps` change and on unmount. Stale answers are
 * dropped either way. Errors are `ApiError`s (core/data/api-error.ts). Migration:
 * `useAsync(() => load(), deps)` → `useLoad((signal) => load(signal), deps)`.
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import { useEffect, useLayoutEffect, useState, type DependencyList } from 'react';
import { ApiError } from './api-error';
import { useSnapshot } from './observe';
import { reportFailure, type ReportOptions } from './report';

export type LoadStatus = 'loading' | 'ready' | 'error';

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

export interface LoadOptions {
  /** also tell the user through `reportFailure` (default: no, the screen shows its error state) */
  report?: boolean | ReportOptions;
}

export class LoadModel<T> {
  /** The last value loaded; kept while a reload runs and when a reload fails. */
  data: T | undefined = undefined;
  /** 'loading' only while nothing has been loaded yet; 'error' when that first load failed. */
  status: LoadStatus = 'loading';
  /** What the last failed load threw; null after a success. */
  error: ApiError | null = null;
  /** A load is in flight (the first one, a reload or a retry). */
  loading = false;

  private generation = 0;
  private controller: AbortController | null = null;

  constructor(
    public fetcher: Fetcher<T>,
    public options: LoadOptions = {},
  ) {
    makeObservable<LoadModel<T>, 'settle'>(this, {
      data: observable.ref,
      status: observable,
      error: observable.ref,
      loading: observable,
      setData: action,
      cancel: action,
      settle: action,
    });
  }

  /** Loads; `fresh` drops the value first (loading state). Resolves false on failure. */
  async run(fresh: boolean): Promise<boolean> {
    const id = ++this.generation;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    runInAction(() => {
      this.loading = true;
      if (fresh) {
        this.data = undefined;
        this.status = 'loading';
        this.error = null;
      }
    });
    try {
      const data = await this.fetcher(controller.signal);
      if (id === this.generation) this.settle({ data });
      return true;
    } catch (thrown) {
      const error = ApiError.from(thrown);
      if (id !== this.generation || error.kind === 'cancelled') return false;
      this.settle({ error });
      if (this.options.report) {
        reportFailure(error, this.options.report === true ? {} : this.options.report);
      }
      return false;
    }
  }

  private settle(r: { data: T } | { error: ApiError }): void {
    this.loading = false;
    this.controller = null;
    if ('data' in r) {
      this.data = r.data;
      this.status = 'ready';
      this.error = null;
    } else {
      this.error = r.error;
      if (this.data === undefined) this.status = 'error';
    }
  }

  /** Loads again keeping the current value on screen; resolves false on failure, never rejects. */
  reload = (): Promise<boolean> => this.run(false);
  /** Drops the value and loads again with the loading state (retry after an error). */
  retry = (): void => void this.run(true);

  /**
   * Replaces the loaded value locally (after a write), or maps it. A replacement (a write's
   * answer) also drops the load in flight: that read may have started before the write and
   * would otherwise put the older state back when it answers (issue 23: a cabinet's reload on
   * a timer or a live event raced the terminal binding's answer). A mapping (a patch from an
   * event) leaves the load running.
   */
  setData = (next: T | ((current: T | undefined) => T)): void => {
    if (typeof next === 'function') {
      this.data = (next as (c: T | undefined) => T)(this.data);
    } else {
      this.generation++;
      this.controller?.abort();
      this.controller = null;
      this.loading = false;
      this.data = next;
      this.error = null;
    }
    this.status = 'ready';
  };

  /** Aborts what is in flight and drops its answer (deps changed, unmount). */
  cancel(): void {
    this.generation++;
    this.controller?.abort();
    this.controller = null;
    this.loading = false;
  }
}

export interface LoadState<T> {
  data: T | undefined;
  status: LoadStatus;
  error: ApiError | null;
  loading: boolean;
  reload: () => Promise<boolean>;
  retry: () => void;
  setData: (next: T | ((current: T | undefined) => T)) => void;
}

/**
 * Loads on mount and whenever `deps` change (like useEffect's deps); `fetcher` may be a new
 * function every render, the latest one is used.
 */
export function useLoad<T>(
  fetcher: Fetcher<T>,
  deps: DependencyList,
  options: LoadOptions = {},
): LoadState<T> {
  const [model] = useState(() => new LoadModel(fetcher, options));
  useLayoutEffect(() => {
    model.fetcher = fetcher;
    model.options = options;
  });
  useEffect(() => {
    void model.run(true);
    return () => model.cancel();
    // The caller's deps decide when the data starts over, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return useSnapshot(() => ({
    data: model.data,
    status: model.status,
    error: model.error,
    loading: model.loading,
    reload: model.reload,
    retry: model.retry,
    setData: model.setData,
  }));
}
