// Helpers for lazily loaded chunks (the toast/dialog chunk, the goods detail's overlays).

/**
 * Runs `fn` when the browser is idle, within 3 s at the latest (or after 200 ms where there is
 * no requestIdleCallback); answers the cancel function. For work that must not compete with the
 * first screen: the preloads of lazily loaded chunks.
 */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

/**
 * `load` run once, its promise shared by every caller; a failed load (offline) is forgotten, so
 * the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
}
