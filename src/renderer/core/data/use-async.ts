import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type DependencyList,
} from 'react';

export type AsyncStatus = 'loading' | 'ready' | 'error';

export interface AsyncData<T> {
  /** The last value loaded; kept while a reload runs and when a reload fails. */
  data: T | undefined;
  /** 'loading' only while nothing has been loaded yet; 'error' when that first load failed. */
  status: AsyncStatus;
  /** What the last failed load threw; null after a success. */
  error: unknown;
  /** Loads again keeping the current value on screen; resolves false on failure, never rejects. */
  reload: () => Promise<boolean>;
  /** Drops the value and loads again with the loading state (retry after an error). */
  retry: () => void;
}

/**
 * One request's data for a screen part (a header card, a word list): loads on mount and when
 * `deps` change; a response that arrives after a newer load started is dropped.
 */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncData<T> {
  const [state, setState] = useState<{ data: T | undefined; status: AsyncStatus; error: unknown }>({
    data: undefined,
    status: 'loading',
    error: null,
  });
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  const generation = useRef(0);

  const run = useCallback(async (fresh: boolean): Promise<boolean> => {
    const id = ++generation.current;
    if (fresh)
      setState((s) =>
        s.status === 'loading' && s.data === undefined
          ? s
          : { data: undefined, status: 'loading', error: null },
      );
    try {
      const data = await loadRef.current();
      if (id === generation.current) setState({ data, status: 'ready', error: null });
      return true;
    } catch (error) {
      if (id === generation.current) {
        setState((s) =>
          s.data !== undefined ? { ...s, error } : { data: undefined, status: 'error', error },
        );
      }
      return false;
    }
  }, []);

  useEffect(() => {
    void run(true);
    return () => {
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a counter, not a DOM node
      generation.current++;
    };
    // The caller's deps decide when the data starts over, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  const reload = useCallback(() => run(false), [run]);
  const retry = useCallback(() => void run(true), [run]);
  return { data: state.data, status: state.status, error: state.error, reload, retry };
}
