/**
 * `usePaged`: a paged list (pages from 1, `{ list, total }` per page) and `PagedModel`, the MobX
 * model under it.
 *
 * Replaces three helpers, a superset of each so the migration is mechanical:
 * - `core/ui/use-paged-list.ts` (`usePagedList`): `items`, `status` ('loading' | 'ready' |
 *   'error' | 'empty'), `error`, `total`, `hasMore`, `loadMore` (appends; rejects when it fails,
 *   so the infinite footer offers a retry), `refresh` (pull to refresh, keeps the items until it
 *   succeeds, resolves false on failure), `reload` (skeleton again). `fetchPage(page)` becomes
 *   `fetchPage({ page, limit, signal })`.
 * - `features/feed/use-patched-list.ts` (`usePatchedList`): `update(item)` replaces a row by its key,
 *   `remove(key)` drops it (total − 1, 'empty' when the last row goes); a refresh starts clean.
 * - `features/cabinet/PagedRecords.tsx` (`usePagedRecords`): the pager mode, `page` and `goTo(page)`
 *   (loads that page in place of the rows, skeleton while it loads); `retry` = `reload`.
 * Plus: an AbortSignal per request, aborted when a newer first page starts, when `deps` change
 * and on unmount; stale answers are dropped; errors are `ApiError`s.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { useEffect, useLayoutEffect, useState, type DependencyList } from 'react';
import { ApiError } from './api-error';
import { useSnapshot } from './observe';

export type PagedStatus = 'loading' | 'ready' | 'error' | 'empty';

/** One page as list calls answer it (`data: { list, total, ... }`). */
export interface PageResult<T> {
  list: T[];
  total: number;
}

export interface PageQuery {
  /** from 1 */
  page: number;
  limit: number;
  signal: AbortSignal;
}

export type PageFetcher<T> = (q: PageQuery) => Promise<PageResult<T>>;

export type RowKey = string | number;

export interface PagedOptions<T> {
  /** rows per page (ARCHITECTURE.md "Lists": default 10, at most 50) */
  limit?: number;
  /** the row's identity for `update` / `remove`; `row.id` by default */
  key?: (row: T) => RowKey;
}

const DEFAULT_LIMIT = 10;

function defaultKey(row: unknown): RowKey {
  return (row as { id: RowKey }).id;
}

export class PagedModel<T> {
  items: T[] = [];
  total = 0;
  /**
   * 'loading': page 1 (or the pager's page) is on its way and nothing is shown; 'error': it failed
   * and nothing is shown; 'empty': it came back empty; 'ready': there are rows.
   */
  status: PagedStatus = 'loading';
  /** The last failure of a first-page load (or a pager page), null after a success. */
  error: ApiError | null = null;
  /** the last page loaded (1-based; 0 before the first answer) */
  page = 0;
  /** A refresh (pull to refresh) is in flight. */
  refreshing = false;
  /** A loadMore is in flight. */
  loadingMore = false;
  /** The last page fetched was empty: stop paging even if `total` says otherwise. */
  private exhausted = false;

  private generation = 0;
  private controller: AbortController | null = null;
  private firstLoad: Promise<boolean> | null = null;
  private moreLoad: Promise<void> | null = null;

  constructor(
    public fetchPage: PageFetcher<T>,
    public options: PagedOptions<T> = {},
  ) {
    makeObservable<PagedModel<T>, 'exhausted' | 'apply'>(this, {
      items: observable.ref,
      total: observable,
      status: observable,
      error: observable.ref,
      page: observable,
      refreshing: observable,
      loadingMore: observable,
      exhausted: observable,
      hasMore: computed,
      apply: action,
      update: action,
      remove: action,
      cancel: action,
    });
  }

  get hasMore(): boolean {
    return this.status === 'ready' && !this.exhausted && this.items.length < this.total;
  }

  private get limit(): number {
    return this.options.limit ?? DEFAULT_LIMIT;
  }

  private keyOf(row: T): RowKey {
    return (this.options.key ?? defaultKey)(row);
  }

  /** Applies one answer (or failure) of a page load. */
  private apply(
    mode: 'reload' | 'refresh' | 'page',
    page: number,
    r: { result: PageResult<T> } | { error: ApiError },
  ): void {
    this.refreshing = false;
    if ('result' in r) {
      this.page = page;
      this.items = r.result.list;
      this.total = r.result.total;
      this.status = r.result.list.length > 0 ? 'ready' : 'empty';
      this.error = null;
      this.exhausted = r.result.list.length === 0;
    } else if (mode === 'refresh' && this.items.length > 0) {
      // A failed refresh keeps what is on screen.
      this.error = r.error;
    } else {
      this.items = [];
      this.total = 0;
      this.status = 'error';
      this.error = r.error;
    }
  }

  /** Loads `page` in place of the rows; 'reload' and 'page' show the loading state first. */
  private load(mode: 'reload' | 'refresh' | 'page', page: number): Promise<boolean> {
    const id = ++this.generation;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.moreLoad = null;
    runInAction(() => {
      this.loadingMore = false;
      if (mode === 'refresh') this.refreshing = true;
      else if (this.status !== 'loading' || this.items.length > 0) {
        this.items = [];
        this.total = 0;
        this.status = 'loading';
        this.error = null;
      }
    });
    const request = (async () => {
      try {
        const result = await this.fetchPage({ page, limit: this.limit, signal: controller.signal });
        if (id === this.generation) this.apply(mode, page, { result });
        return true;
      } catch (thrown) {
        const error = ApiError.from(thrown);
        if (id !== this.generation || error.kind === 'cancelled') return true;
        this.apply(mode, page, { error });
        return false;
      }
    })();
    this.firstLoad = request;
    void request.then(() => {
      if (this.firstLoad === request) this.firstLoad = null;
    });
    return request;
  }

  /** Drops the rows and loads page 1 with the loading state (mount, retry after an error). */
  reload = async (): Promise<void> => {
    await this.load('reload', 1);
  };

  /** Loads page 1 again keeping the rows until it succeeds; false when it failed, never rejects. */
  refresh = (): Promise<boolean> => this.load('refresh', 1);

  /** The pager: loads `page` in place of the rows. */
  goTo = async (page: number): Promise<void> => {
    await this.load('page', page);
  };

  /** Appends the next page; rejects (with an ApiError) when it fails. */
  loadMore = async (): Promise<void> => {
    // While page 1 is on its way, wait for it instead of paging the old list.
    if (this.firstLoad) {
      await this.firstLoad;
      return;
    }
    if (this.moreLoad) return this.moreLoad;
    if (!this.hasMore) return;
    const id = this.generation;
    const next = this.page + 1;
    const signal = this.controller?.signal ?? new AbortController().signal;
    runInAction(() => (this.loadingMore = true));
    const request = (async () => {
      try {
        const result = await this.fetchPage({ page: next, limit: this.limit, signal });
        if (id !== this.generation) return;
        runInAction(() => {
          this.page = next;
          this.items = [...this.items, ...result.list];
          this.total = result.total;
          this.exhausted = result.list.length === 0;
          this.loadingMore = false;
        });
      } catch (thrown) {
        const error = ApiError.from(thrown);
        if (id !== this.generation || error.kind === 'cancelled') return;
        runInAction(() => (this.loadingMore = false));
        throw error;
      }
    })();
    this.moreLoad = request;
    const settle = () => {
      if (this.moreLoad === request) this.moreLoad = null;
    };
    request.then(settle, settle);
    return request;
  };

  /** Replaces the row with the same key (a liked post's new count); unknown rows are ignored. */
  update = (row: T): void => {
    const key = this.keyOf(row);
    this.items = this.items.map((r) => (this.keyOf(r) === key ? row : r));
  };

  /** Drops the row with this key (a deleted post): total − 1, 'empty' when it was the last. */
  remove = (key: RowKey): void => {
    const kept = this.items.filter((r) => this.keyOf(r) !== key);
    if (kept.length === this.items.length) return;
    this.items = kept;
    this.total = Math.max(0, this.total - 1);
    if (this.status === 'ready' && kept.length === 0) this.status = 'empty';
  };

  /** Aborts what is in flight and drops its answers (deps changed, unmount). */
  cancel = (): void => {
    this.generation++;
    this.controller?.abort();
    this.controller = null;
    this.firstLoad = null;
    this.moreLoad = null;
    this.refreshing = false;
    this.loadingMore = false;
  };
}

export interface PagedState<T> {
  items: T[];
  status: PagedStatus;
  error: ApiError | null;
  total: number;
  hasMore: boolean;
  page: number;
  refreshing: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
  refresh: () => Promise<boolean>;
  reload: () => Promise<void>;
  goTo: (page: number) => Promise<void>;
  update: (row: T) => void;
  remove: (key: RowKey) => void;
}

/**
 * Loads page 1 on mount and whenever `deps` change; `fetchPage` may be a new function every
 * render, the latest one is used. Infinite lists call `loadMore`; pagers call `goTo`.
 */
export function usePaged<T>(
  fetchPage: PageFetcher<T>,
  deps: DependencyList,
  options: PagedOptions<T> = {},
): PagedState<T> {
  const [model] = useState(() => new PagedModel(fetchPage, options));
  useLayoutEffect(() => {
    model.fetchPage = fetchPage;
    model.options = options;
  });
  useEffect(() => {
    void model.reload();
    return () => model.cancel();
    // The caller's deps decide when the list starts over, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return useSnapshot(() => ({
    items: model.items,
    status: model.status,
    error: model.error,
    total: model.total,
    hasMore: model.hasMore,
    page: model.page,
    refreshing: model.refreshing,
    loadingMore: model.loadingMore,
    loadMore: model.loadMore,
    refresh: model.refresh,
    reload: model.reload,
    goTo: model.goTo,
    update: model.update,
    remove: model.remove,
  }));
}
