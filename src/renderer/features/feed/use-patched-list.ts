/**
 * A paged list of posts with local changes on top: a liked post's new count, a deleted post
 * gone, without reloading the pages already scrolled. A refresh starts clean.
 */
import { useCallback, useMemo, useState } from 'react';
import type { PagedList } from '../../core/ui';

export interface PatchedList<T extends { id: number }> {
  state: PagedList<T>;
  update: (item: T) => void;
  remove: (id: number) => void;
}

export function usePatchedList<T extends { id: number }>(list: PagedList<T>): PatchedList<T> {
  const [patches, setPatches] = useState<{
    source: T[];
    changed: Map<number, T>;
    gone: Set<number>;
  }>(() => ({ source: list.items, changed: new Map(), gone: new Set() }));
  // Patches belong to the items they were made on: a refreshed first page drops them, appended
  // pages keep them (the new items array still starts with the old ones).
  const current = useMemo(
    () =>
      patches.source === list.items || list.items[0] === patches.source[0]
        ? patches
        : { source: list.items, changed: new Map<number, T>(), gone: new Set<number>() },
    [patches, list.items],
  );

  const update = useCallback(
    (item: T) =>
      setPatches((p) => {
        const changed = new Map(p.changed);
        changed.set(item.id, item);
        return { ...p, source: list.items, changed };
      }),
    [list.items],
  );
  const remove = useCallback(
    (id: number) =>
      setPatches((p) => {
        const gone = new Set(p.gone);
        gone.add(id);
        return { ...p, source: list.items, gone };
      }),
    [list.items],
  );

  const items = useMemo(
    () =>
      list.items.filter((x) => !current.gone.has(x.id)).map((x) => current.changed.get(x.id) ?? x),
    [list.items, current],
  );
  const state = useMemo<PagedList<T>>(
    () => ({
      ...list,
      items,
      total: list.total - current.gone.size,
      status: list.status === 'ready' && items.length === 0 ? 'empty' : list.status,
    }),
    [list, items, current],
  );
  return { state, update, remove };
}
