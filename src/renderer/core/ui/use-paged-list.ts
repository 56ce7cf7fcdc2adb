import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type DependencyList,
} from 'react';

export type PagedStatus = 'loading' | 'ready' | 'error' | 'empty';

/** One page as list calls answer it (`data: { list, total, ... }`). */
export interface PageResult<T> {
  list: T[];
  total: number;
}

export interface PagedList<T> {
  items: T[];
  /**
   * 'loading': the first page is on its way and nothing is shown yet; 'error': it failed and
   * nothing is shown; 'empty': it came back empty; 'ready': there are items.
   */
  status: PagedStatus;
  /** The last failure of a first-page load, null after a success. */
  error: unknown;
  total: number;
  hasMore: boolean;
  /** Appends the next page; rejects when it fails (InfiniteFooter then offers a retry). */
  loadMore: () => Promise<void>;
  /**
   * Loads page 1 again keeping the current items until it succeeds (pull to refresh).
   * Resolves false when it failed; it never rejects.
   */
  refresh: () => Promise<boolean>;
  /** Drops the items and loads page 1 with the skeleton (retry after an error). */
  reload: () => Promise<void>;
}

interface State<T> {
  items: T[];
  total: number;
  status: PagedStatus;
  error: unknown;
  /** The last page fetched was empty: stop paging even if `total` says otherwise. */
  exhausted: boolean;
}

function initialState<T>(): State<T> {
  return { items: [], total: 0, status: 'loading', error: null, exhausted: false };
}

/**
 * A paged list: loads page 1 on mount and whenever `deps` change, then appends pages on demand.
 * Pages count from 1. `fetchPage` may change every render; the latest one is used.
 */
export function usePagedList<T>(
  fetchPage: (page: number) => Promise<PageResult<T>>,
  deps: DependencyList,
): PagedList<T> {
  const [state, setState] = useState<State<T>>(initialState);

  const fetchRef = useRef(fetchPage);
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
  });

  // Request counter against out-of-order responses: every first-page load (mount, deps
  // change, refresh, reload) and every unmount takes a new number, and a response is applied
  // only while its number is still the latest. A loadMore carries the number it started under,
  // so a page 3 of the old list never lands on a refreshed list.
  const generation = useRef(0);
  const page = useRef(0);
  const firstLoad = useRef<Promise<boolean> | null>(null);
  const moreLoad = useRef<Promise<void> | null>(null);

  const loadFirst = useCallback((mode: 'reload' | 'refresh'): Promise<boolean> => {
    const id = ++generation.current;
    moreLoad.current = null;
    if (mode === 'reload') {
      // Returning the same object skips the re-render on mount, when nothing is shown yet.
      setState((s) => (s.status === 'loading' && s.items.length === 0 ? s : initialState<T>()));
    }
    const request = (async () => {
      try {
        const result = await fetchRef.current(1);
        if (id !== generation.current) return true;
        page.current = 1;
        setState({
          items: result.list,
          total: result.total,
          status: result.list.length > 0 ? 'ready' : 'empty',
          error: null,
          exhausted: result.list.length === 0,
        });
        return true;
      } catch (error) {
        if (id !== generation.current) return true;
        // A failed refresh keeps what is on screen; otherwise show the error state.
        setState((s) =>
          mode === 'refresh' && s.items.length > 0
            ? { ...s, error }
            : { ...initialState<T>(), status: 'error', error },
        );
        return false;
      }
    })();
    firstLoad.current = request;
    void request.then(() => {
      if (firstLoad.current === request) firstLoad.current = null;
    });
    return request;
  }, []);

  useEffect(() => {
    void loadFirst('reload');
    return () => {
      // Outdates whatever is in flight (deps changed or unmounted). A counter, not a DOM node:
      // reading its latest value here is the point.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      generation.current++;
    };
    // The caller's deps decide when the list starts over, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  const hasMore = state.status === 'ready' && !state.exhausted && state.items.length < state.total;
  const hasMoreRef = useRef(hasMore);
  useLayoutEffect(() => {
    hasMoreRef.current = hasMore;
  });

  const loadMore = useCallback(async (): Promise<void> => {
    // While page 1 is on its way, wait for it instead of paging the old list.
    if (firstLoad.current) {
      await firstLoad.current;
      return;
    }
    if (moreLoad.current) return moreLoad.current;
    if (!hasMoreRef.current) return;
    const id = generation.current;
    const next = page.current + 1;
    const request = (async () => {
      try {
        const result = await fetchRef.current(next);
        if (id !== generation.current) return;
        page.current = next;
        setState((s) => ({
          ...s,
          items: [...s.items, ...result.list],
          total: result.total,
          exhausted: result.list.length === 0,
        }));
      } catch (error) {
        if (id === generation.current) throw error;
      }
    })();
    moreLoad.current = request;
    const settle = () => {
      if (moreLoad.current === request) moreLoad.current = null;
    };
    request.then(settle, settle);
    return request;
  }, []);

  const refresh = useCallback(() => loadFirst('refresh'), [loadFirst]);
  const reload = useCallback(async () => {
    await loadFirst('reload');
  }, [loadFirst]);

  return {
    items: state.items,
    status: state.status,
    error: state.error,
    total: state.total,
    hasMore,
    loadMore,
    refresh,
    reload,
  };
}
