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
import { deferred } from './test-hooks';
import { i18n } from '../i18n';
import { ListView } from './ListView';
import { usePagedList, type PageResult } from './use-paged-list';

afterEach(cleanup);

/** A promise with its resolve/reject exposed, to finish requests in any order. */
const pages: Record<number, number[]> = { 1: [1, 2], 2: [3, 4], 3: [5] };
const fetchNumbers = (page: number): Promise<PageResult<number>> =>
  Promise.resolve({ list: pages[page] ?? [], total: 5 });

describe('usePagedList', () => {
  it('loads the first page on mount', async () => {
    const fetchPage = vi.fn(fetchNumbers);
    const { result } = renderHook(() => usePagedList(fetchPage, []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toEqual([1, 2]);
    expect(result.current.hasMore).toBe(true);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith(1);
  });

  it('appends pages with loadMore until the total is reached', async () => {
    const fetchPage = vi.fn(fetchNumbers);
    const { result } = renderHook(() => usePagedList(fetchPage, []));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual([1, 2, 3, 4]);
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.hasMore).toBe(false);
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
  });

  it('stops paging when a page comes back empty although total says more', async () => {
    const fetchPage = (page: number) => Promise.resolve({ list: page === 1 ? [1] : [], total: 10 });
    const { result } = renderHook(() => usePagedList(fetchPage, []));
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual([1]);
    expect(result.current.hasMore).toBe(false);
  });

  it('reports an empty first page', async () => {
    const { result } = renderHook(() =>
      usePagedList(() => Promise.resolve({ list: [] as number[], total: 0 }), []),
    );
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(result.current.items).toEqual([]);
    expect(result.current.hasMore).toBe(false);
  });

  it('reports an error and recovers with reload', async () => {
    const failure = new Error('network');
    const fetchPage = vi
      .fn<(page: number) => Promise<PageResult<number>>>()
      .mockRejectedValueOnce(failure)
      .mockImplementation(fetchNumbers);
    const { result } = renderHook(() => usePagedList(fetchPage, []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
    await act(() => result.current.reload());
    expect(result.current.status).toBe('ready');
    expect(result.current.error).toBeNull();
  });

  it('rejects loadMore when the next page fails, keeping the items', async () => {
    const fetchPage = vi
      .fn<(page: number) => Promise<PageResult<number>>>()
      .mockImplementationOnce(fetchNumbers)
      .mockRejectedValueOnce(new Error('boom'));
    const { result } = renderHook(() => usePagedList(fetchPage, []));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => {
      await expect(result.current.loadMore()).rejects.toThrow('boom');
    });
    expect(result.current.items).toEqual([1, 2]);
    expect(result.current.status).toBe('ready');
  });

  it('refresh keeps the old items until page 1 succeeds, and keeps them when it fails', async () => {
    const second = deferred<PageResult<number>>();
    const fetchPage = vi
      .fn<(page: number) => Promise<PageResult<number>>>()
      .mockImplementationOnce(fetchNumbers)
      .mockReturnValueOnce(second.promise)
      .mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => usePagedList(fetchPage, []));
    await waitFor(() => expect(result.current.status).toBe('ready'));

    let refreshed!: Promise<boolean>;
    act(() => {
      refreshed = result.current.refresh();
    });
    expect(result.current.items).toEqual([1, 2]);
    expect(result.current.status).toBe('ready');
    await act(async () => {
      second.resolve({ list: [9], total: 1 });
      expect(await refreshed).toBe(true);
    });
    expect(result.current.items).toEqual([9]);

    await act(async () => {
      expect(await result.current.refresh()).toBe(false);
    });
    expect(result.current.items).toEqual([9]);
    expect(result.current.status).toBe('ready');
  });

  it('ignores a stale response that arrives after a newer one', async () => {
    const slow = deferred<PageResult<string>>();
    const fast = deferred<PageResult<string>>();
    const fetchFor = (q: string) => () => (q === 'old' ? slow.promise : fast.promise);
    const { result, rerender } = renderHook(
      ({ q }: { q: string }) => usePagedList(fetchFor(q), [q]),
      { initialProps: { q: 'old' } },
    );
    rerender({ q: 'new' });
    await act(async () => {
      fast.resolve({ list: ['new'], total: 1 });
      await fast.promise;
    });
    expect(result.current.items).toEqual(['new']);
    await act(async () => {
      slow.resolve({ list: ['old'], total: 1 });
      await slow.promise;
    });
    expect(result.current.items).toEqual(['new']);
    expect(result.current.status).toBe('ready');
  });

  it('drops a next page that was started before a refresh', async () => {
    const page2 = deferred<PageResult<number>>();
    const fetchPage = vi
      .fn<(page: number) => Promise<PageResult<number>>>()
      .mockImplementationOnce(fetchNumbers)
      .mockReturnValueOnce(page2.promise)
      .mockResolvedValueOnce({ list: [7, 8], total: 4 });
    const { result } = renderHook(() => usePagedList(fetchPage, []));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    let more!: Promise<void>;
    act(() => {
      more = result.current.loadMore();
    });
    await act(async () => {
      await result.current.refresh();
    });
    await act(async () => {
      page2.resolve({ list: [3, 4], total: 5 });
      await more;
    });
    expect(result.current.items).toEqual([7, 8]);
  });
});

describe('ListView', () => {
  it('shows the skeleton, then the items', async () => {
    function List() {
      const state = usePagedList(fetchNumbers, []);
      return <ListView state={state} render={(n) => <span>item {n}</span>} />;
    }
    render(<List />);
    expect(screen.getByRole('status', { name: i18n.t('common.loading') })).toBeTruthy();
    expect(await screen.findByText('item 1')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the error state whose retry loads again, and the empty state', async () => {
    const fetchPage = vi
      .fn<(page: number) => Promise<PageResult<number>>>()
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce({ list: [], total: 0 });
    function List() {
      const state = usePagedList(fetchPage, []);
      return <ListView state={state} render={(n) => <span>{n}</span>} empty={<p>nothing</p>} />;
    }
    render(<List />);
    const retry = await screen.findByRole('button', { name: i18n.t('common.retry') });
    fireEvent.click(retry);
    expect(await screen.findByText('nothing')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
