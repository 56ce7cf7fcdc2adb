// @vitest-environment jsdom
import {
  act,
  cleanup,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
} from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/http';
import { i18n } from '../i18n';
import { ListView } from '../ui/ListView';
import { deferred } from '../ui/test-hooks';
import { ApiError } from './api-error';
import { usePaged, type PageQuery, type PageResult } from './paged';

afterEach(cleanup);

type Row = { id: number; n: number };
const row = (id: number): Row => ({ id, n: 0 });
const pages: Record<number, Row[]> = { 1: [row(1), row(2)], 2: [row(3), row(4)], 3: [row(5)] };
const fetchRows = (q: PageQuery): Promise<PageResult<Row>> =>
  Promise.resolve({ list: pages[q.page] ?? [], total: 5 });
const ids = (items: Row[]) => items.map((r) => r.id);

async function ready() {
  const fetchPage = vi.fn(fetchRows);
  const hook = renderHook(() => usePaged(fetchPage, [], { limit: 2 }));
  await waitFor(() => expect(hook.result.current.status).toBe('ready'));
  return { ...hook, fetchPage };
}

describe('usePaged: infinite list', () => {
  it('loads page 1 on mount with the limit and a signal', async () => {
    const { result, fetchPage } = await ready();
    expect(ids(result.current.items)).toEqual([1, 2]);
    expect(result.current.hasMore).toBe(true);
    expect(result.current.page).toBe(1);
    const q = fetchPage.mock.calls[0]![0];
    expect(q.page).toBe(1);
    expect(q.limit).toBe(2);
    expect(q.signal).toBeInstanceOf(AbortSignal);
  });

  it('appends pages until the total; concurrent loadMore calls fetch once', async () => {
    const { result, fetchPage } = await ready();
    await act(() => Promise.all([result.current.loadMore(), result.current.loadMore()]));
    expect(ids(result.current.items)).toEqual([1, 2, 3, 4]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await act(() => result.current.loadMore());
    expect(ids(result.current.items)).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.hasMore).toBe(false);
    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('an empty first page is status empty; an empty later page stops paging', async () => {
    const empty = renderHook(() =>
      usePaged<Row>(() => Promise.resolve({ list: [], total: 0 }), []),
    );
    await waitFor(() => expect(empty.result.current.status).toBe('empty'));
    const fetchPage = vi.fn((q: PageQuery) =>
      Promise.resolve({ list: q.page === 1 ? [row(1)] : [], total: 9 }),
    );
    const { result } = renderHook(() => usePaged(fetchPage, []));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.loadMore());
    expect(result.current.hasMore).toBe(false);
  });

  it('a failed loadMore rejects with an ApiError and keeps the rows', async () => {
    let fail = false;
    const { result } = renderHook(() =>
      usePaged(
        (q) => (fail ? Promise.reject(new HttpError('Network Error', 0)) : fetchRows(q)),
        [],
      ),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    fail = true;
    let err: unknown;
    await act(async () => {
      err = await result.current.loadMore().catch((e: unknown) => e);
    });
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('network');
    expect(ids(result.current.items)).toEqual([1, 2]);
    expect(result.current.loadingMore).toBe(false);
  });

  it('a failed first page is status error; a failed refresh keeps the rows', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      usePaged((q) => (fail ? Promise.reject(new Error('boom')) : fetchRows(q)), []),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(ApiError);
    fail = false;
    await act(() => result.current.reload());
    expect(result.current.status).toBe('ready');
    fail = true;
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.refresh();
    });
    expect(ok).toBe(false);
    expect(ids(result.current.items)).toEqual([1, 2]);
    expect(result.current.error?.message).toBe('boom');
    expect(result.current.refreshing).toBe(false);
  });

  it('a page of the old list never lands on a refreshed one; the refresh aborts it', async () => {
    const page2 = deferred<PageResult<Row>>();
    const signals: AbortSignal[] = [];
    const { result } = renderHook(() =>
      usePaged((q) => {
        signals.push(q.signal);
        return q.page === 2 ? page2.promise : fetchRows(q);
      }, []),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    let more: Promise<void> | undefined;
    act(() => {
      more = result.current.loadMore();
    });
    await act(() => result.current.refresh());
    expect(signals[1]!.aborted).toBe(true);
    await act(async () => {
      page2.resolve({ list: [row(99)], total: 5 });
      await more;
    });
    expect(ids(result.current.items)).toEqual([1, 2]);
  });

  it('deps change and unmount abort the request in flight', async () => {
    const signals: AbortSignal[] = [];
    const { rerender, unmount } = renderHook(
      ({ q }) =>
        usePaged<Row>(
          (p) => {
            signals.push(p.signal);
            return new Promise(() => undefined);
          },
          [q],
        ),
      { initialProps: { q: 'a' } },
    );
    rerender({ q: 'b' });
    expect(signals[0]!.aborted).toBe(true);
    unmount();
    expect(signals[1]!.aborted).toBe(true);
  });
});

describe('usePaged: patches (use-patched-list)', () => {
  it('update replaces a row by id, remove drops it and counts it off the total', async () => {
    const { result } = await ready();
    act(() => result.current.update({ id: 2, n: 5 }));
    expect(result.current.items[1]).toEqual({ id: 2, n: 5 });
    act(() => result.current.remove(1));
    expect(ids(result.current.items)).toEqual([2]);
    expect(result.current.total).toBe(4);
    act(() => result.current.remove(2));
    expect(result.current.status).toBe('empty');
  });

  it('a custom key; a refresh starts clean', async () => {
    const { result } = renderHook(() =>
      usePaged((q) => fetchRows(q), [], { key: (r) => `k${r.id}` }),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.remove('k1'));
    expect(ids(result.current.items)).toEqual([2]);
    await act(() => result.current.refresh());
    expect(ids(result.current.items)).toEqual([1, 2]);
  });
});

describe('usePaged: pager (PagedRecords)', () => {
  it('goTo loads that page in place of the rows, with the loading state', async () => {
    const later = deferred<PageResult<Row>>();
    const { result } = renderHook(() =>
      usePaged((q) => (q.page === 3 ? later.promise : fetchRows(q)), [], { limit: 2 }),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => void result.current.goTo(3));
    expect(result.current.status).toBe('loading');
    expect(result.current.items).toEqual([]);
    await act(async () => later.resolve({ list: [row(5)], total: 5 }));
    expect(ids(result.current.items)).toEqual([5]);
    expect(result.current.page).toBe(3);
  });
});

// Moved from core/ui/use-paged-list.test.tsx (usePagedList is gone): ListView over a usePaged state.
describe('usePaged with ListView', () => {
  it('shows the skeleton, then the items', async () => {
    function List() {
      const state = usePaged(fetchRows, []);
      return <ListView state={state} render={(r) => <span>item {r.id}</span>} />;
    }
    render(<List />);
    expect(screen.getByRole('status', { name: i18n.t('common.loading') })).toBeTruthy();
    expect(await screen.findByText('item 1')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the error state whose retry loads again, and the empty state', async () => {
    const fetchPage = vi
      .fn<(q: PageQuery) => Promise<PageResult<Row>>>()
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce({ list: [], total: 0 });
    function List() {
      const state = usePaged(fetchPage, []);
      return <ListView state={state} render={(r) => <span>{r.id}</span>} empty={<p>nothing</p>} />;
    }
    render(<List />);
    const retry = await screen.findByRole('button', { name: i18n.t('common.retry') });
    fireEvent.click(retry);
    expect(await screen.findByText('nothing')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
