// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { LIST_FIRST_ITEMS, ListView, useProgressiveCount } from './ListView';
import type { PagedList } from './ListView';

const toast = vi.hoisted(() => vi.fn());
vi.mock('./feedback', () => ({ toast }));

beforeAll(async () => {
  await setLanguage('en');
});
beforeEach(() => {
  toast.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function list(over: Partial<PagedList<string>> = {}): PagedList<string> {
  return {
    items: ['a', 'b'],
    status: 'ready',
    error: null,
    total: 2,
    hasMore: false,
    loadMore: vi.fn(() => Promise.resolve()),
    refresh: vi.fn(() => Promise.resolve(true)),
    reload: vi.fn(() => Promise.resolve()),
    ...over,
  };
}

const at = (y: number) => ({ touches: [{ clientX: 0, clientY: y }] });
function pull(el: Element) {
  fireEvent.touchStart(el, at(0));
  fireEvent.touchMove(el, at(150));
  fireEvent.touchMove(el, at(300));
  fireEvent.touchEnd(el, { touches: [] });
}

describe('ListView', () => {
  it('pulled down, refreshes its list', async () => {
    const state = list();
    render(<ListView state={state} pullToRefresh render={(s) => <p>{s}</p>} />);
    await act(async () => {
      pull(screen.getByText('a'));
      await Promise.resolve();
    });
    expect(state.refresh).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('says so when the refresh fails and keeps the items', async () => {
    const state = list({ refresh: vi.fn(() => Promise.resolve(false)) });
    render(<ListView state={state} pullToRefresh render={(s) => <p>{s}</p>} />);
    await act(async () => {
      pull(screen.getByText('a'));
      await Promise.resolve();
    });
    expect(toast).toHaveBeenCalledWith('Failed to load, please try again later');
    expect(screen.getByText('b')).toBeTruthy();
  });

  it('without pullToRefresh a pull does nothing', () => {
    const state = list();
    render(<ListView state={state} render={(s) => <p>{s}</p>} />);
    pull(screen.getByText('a'));
    expect(state.refresh).not.toHaveBeenCalled();
  });

  it('loads the next page when its footer comes into view', async () => {
    let report: (inView: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          report = (isIntersecting) =>
            cb([{ isIntersecting } as IntersectionObserverEntry], this as never);
        }
        observe() {}
        disconnect() {}
      },
    );
    const state = list({ hasMore: true, total: 10 });
    render(<ListView state={state} render={(s) => <p>{s}</p>} />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await act(async () => {
      report(true);
      await Promise.resolve();
    });
    expect(state.loadMore).toHaveBeenCalledTimes(1);
  });

  it('says "no more" at the end', () => {
    render(<ListView state={list()} render={(s) => <p>{s}</p>} />);
    expect(screen.getByText('No more')).toBeTruthy();
  });
});

describe('progressive rendering (issue 21)', () => {
  it('renders the first items at once and the rest in a later render', () => {
    const seen: number[] = [];
    function Probe({ count }: { count: number }) {
      const shown = useProgressiveCount(count);
      seen.push(shown);
      return <p>{shown}</p>;
    }
    const { rerender } = render(<Probe count={20} />);
    expect(seen[0]).toBe(LIST_FIRST_ITEMS);
    expect(seen.at(-1)).toBe(20);
    // a next page: what was shown plus the first items at once, then all
    seen.length = 0;
    rerender(<Probe count={40} />);
    expect(seen[0]).toBe(20 + LIST_FIRST_ITEMS);
    expect(seen.at(-1)).toBe(40);
    // a reload that shrank the list starts over
    seen.length = 0;
    rerender(<Probe count={3} />);
    expect(seen.at(-1)).toBe(3);
  });

  it('shows every item of a long page and its footer in the end', () => {
    const items = Array.from({ length: 20 }, (_, i) => `item ${i}`);
    render(<ListView state={list({ items, total: 20 })} render={(s) => <p>{s}</p>} />);
    expect(screen.getByText('item 19')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });
});
