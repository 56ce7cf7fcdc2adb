// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { INFINITE_LOOKAHEAD_PX, InfiniteFooter } from './InfiniteFooter';

/** A stand-in IntersectionObserver: the test says when the footer is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  /** Whether the footer counts as in view when (re)observed. */
  static inView = false;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
    // Like the real one: a first report right after observe, asynchronously.
    queueMicrotask(() => {
      if (!this.disconnected) this.report(FakeObserver.inView);
    });
  }
  report(isIntersecting: boolean) {
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static live() {
    return FakeObserver.all.filter((o) => !o.disconnected);
  }
}

beforeAll(async () => {
  await setLanguage('en');
});
beforeEach(() => {
  FakeObserver.all = [];
  FakeObserver.inView = false;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Lets the observer's microtask and the load's promise settle. */
async function flush() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

describe('InfiniteFooter', () => {
  it('says "no more" and observes nothing when there is no more', () => {
    render(<InfiniteFooter hasMore={false} loadMore={vi.fn()} />);
    expect(screen.getByText('No more')).toBeTruthy();
    expect(FakeObserver.live()).toHaveLength(0);
  });

  it('loads when the footer comes within the look-ahead of its scroll container', async () => {
    const loadMore = vi.fn(() => Promise.resolve());
    render(
      <div style={{ overflowY: 'auto' }} data-testid="scroller">
        <InfiniteFooter hasMore loadMore={loadMore} />
      </div>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');
    const observer = FakeObserver.live()[0]!;
    expect(observer.options.root).toBe(screen.getByTestId('scroller'));
    expect(observer.options.rootMargin).toBe(`0px 0px ${INFINITE_LOOKAHEAD_PX}px 0px`);
    await flush();
    expect(loadMore).not.toHaveBeenCalled();

    void act(() => observer.report(true));
    await flush();
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('never runs two loads at once', async () => {
    let done!: () => void;
    const loadMore = vi.fn(() => new Promise<void>((r) => (done = r)));
    render(<InfiniteFooter hasMore loadMore={loadMore} />);
    const observer = FakeObserver.live()[0]!;
    void act(() => {
      observer.report(true);
      observer.report(true);
    });
    void act(() => observer.report(true));
    expect(loadMore).toHaveBeenCalledTimes(1);
    await act(async () => {
      done();
      await Promise.resolve();
    });
  });

  it('keeps loading while the footer stays in view (a first page shorter than the screen)', async () => {
    FakeObserver.inView = true;
    let pages = 0;
    const loadMore = vi.fn(() => {
      pages++;
      // The third page fills the screen: the footer moves out of view.
      if (pages === 3) FakeObserver.inView = false;
      return Promise.resolve();
    });
    render(<InfiniteFooter hasMore loadMore={loadMore} />);
    await flush();
    await flush();
    expect(loadMore).toHaveBeenCalledTimes(3);
  });

  it('offers a retry after a failure and loads again when tapped', async () => {
    const loadMore = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue();
    render(<InfiniteFooter hasMore loadMore={loadMore} />);
    void act(() => FakeObserver.live()[0]!.report(true));
    await flush();
    const retry = screen.getByRole('button', { name: 'Failed to load, tap to retry' });
    // No automatic retries while the error shows.
    expect(FakeObserver.live()).toHaveLength(0);
    fireEvent.click(retry);
    await flush();
    expect(loadMore).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('stops observing when unmounted', () => {
    const { unmount } = render(<InfiniteFooter hasMore loadMore={vi.fn()} />);
    unmount();
    expect(FakeObserver.live()).toHaveLength(0);
  });
});
