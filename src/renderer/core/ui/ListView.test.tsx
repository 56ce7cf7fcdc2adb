// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { ListView } from './ListView';
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
