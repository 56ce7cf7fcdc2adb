// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { englishWithFakeTimers } from './test-hooks';
import {
  PULL_COMPLETE_MS,
  PULL_SETTLE_MS,
  PULL_THRESHOLD_PX,
  pullDistance,
  PullRefresh,
} from './PullRefresh';

englishWithFakeTimers();

const at = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] });

/** A finger going from (0, 0) by (dx, dy) in steps; returns whether a move was cancelled. */
function drag(el: Element, dx: number, dy: number, end = true): boolean {
  fireEvent.touchStart(el, at(0, 0));
  let cancelled = false;
  for (let i = 1; i <= 4; i++) {
    const notCancelled = fireEvent.touchMove(el, at((dx * i) / 4, (dy * i) / 4));
    if (!notCancelled) cancelled = true;
  }
  if (end) fireEvent.touchEnd(el, { touches: [] });
  return cancelled;
}

function head(container: HTMLElement): HTMLElement {
  return container.querySelector<HTMLElement>('.ui-pull__head')!;
}

function setup(onRefresh: () => Promise<unknown> = () => Promise.resolve()) {
  const spy = vi.fn(onRefresh);
  const view = render(
    <PullRefresh onRefresh={spy}>
      <p>content</p>
    </PullRefresh>,
  );
  return { spy, content: screen.getByText('content'), ...view };
}

describe('pullDistance', () => {
  it('follows closely at first, is damped and never passes five head heights', () => {
    expect(pullDistance(-10)).toBe(0);
    expect(pullDistance(0)).toBe(0);
    expect(pullDistance(20)).toBeGreaterThan(8);
    expect(pullDistance(100)).toBeLessThan(50);
    expect(pullDistance(200)).toBeGreaterThan(PULL_THRESHOLD_PX);
    expect(pullDistance(100_000)).toBeLessThan(200);
    expect(pullDistance(300)).toBeGreaterThan(pullDistance(200));
  });
});

describe('PullRefresh', () => {
  it('shows nothing until pulled', () => {
    const { container } = setup();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(head(container).style.height).toBe('');
  });

  it('pulls, says release past the threshold, refreshes, says refreshed and closes', async () => {
    let done!: () => void;
    const { spy, content, container } = setup(() => new Promise<void>((r) => (done = r)));

    fireEvent.touchStart(content, at(0, 0));
    fireEvent.touchMove(content, at(0, 30));
    expect(screen.getByRole('status').textContent).toBe('Pull down to refresh');
    const small = parseInt(head(container).style.height, 10);
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(30);

    fireEvent.touchMove(content, at(0, 240));
    expect(screen.getByRole('status').textContent).toBe('Release to refresh');
    expect(parseInt(head(container).style.height, 10)).toBeGreaterThan(PULL_THRESHOLD_PX);

    fireEvent.touchEnd(content, { touches: [] });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Refreshing…');
    expect(head(container).style.height).toBe('40px');

    await act(async () => {
      done();
      await Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).toBe('Refreshed');
    void act(() => vi.advanceTimersByTime(PULL_COMPLETE_MS));
    expect(head(container).style.height).toBe('0px');
    void act(() => vi.advanceTimersByTime(PULL_SETTLE_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a short pull closes again without refreshing', () => {
    const { spy, content, container } = setup();
    expect(drag(content, 0, 60)).toBe(true);
    expect(spy).not.toHaveBeenCalled();
    expect(head(container).style.height).toBe('0px');
  });

  it('does not refresh a second time while a refresh runs', async () => {
    let done!: () => void;
    const { spy, content } = setup(() => new Promise<void>((r) => (done = r)));
    drag(content, 0, 300);
    expect(spy).toHaveBeenCalledTimes(1);
    // A second pull during the refresh is left to the browser and triggers nothing.
    expect(drag(content, 0, 300)).toBe(false);
    expect(spy).toHaveBeenCalledTimes(1);
    await act(async () => {
      done();
      await Promise.resolve();
    });
    void act(() => vi.advanceTimersByTime(PULL_COMPLETE_MS + PULL_SETTLE_MS));
    drag(content, 0, 300);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('closes without "refreshed" when onRefresh rejects', async () => {
    const { content, container } = setup(() => Promise.reject(new Error('offline')));
    drag(content, 0, 300);
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).not.toBe('Refreshed');
    expect(head(container).style.height).toBe('0px');
  });

  it('leaves the gesture to the browser when the scroller is not at the top', () => {
    const { spy, content } = setup();
    const scroller = content.parentElement!;
    Object.defineProperty(scroller, 'scrollTop', { value: 120, configurable: true });
    expect(drag(content, 0, 300)).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('leaves the gesture to the browser when the document is scrolled', () => {
    const { spy, content } = setup();
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    try {
      expect(drag(content, 0, 300)).toBe(false);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('never pulls during a sideways swipe (the carousel) or an upward scroll', () => {
    const { spy, content } = setup();
    expect(drag(content, -200, 40)).toBe(false);
    expect(drag(content, 0, -200)).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('gives a pull back that turns sideways at once', () => {
    const { spy, content } = setup();
    fireEvent.touchStart(content, at(0, 0));
    expect(fireEvent.touchMove(content, at(1, 3))).toBe(false);
    // Turned into a swipe: no longer cancelled, the head closes.
    expect(fireEvent.touchMove(content, at(-60, 6))).toBe(true);
    expect(fireEvent.touchMove(content, at(-120, 200))).toBe(true);
    fireEvent.touchEnd(content, { touches: [] });
    expect(spy).not.toHaveBeenCalled();
  });

  it('does nothing while disabled', () => {
    const spy = vi.fn(() => Promise.resolve());
    render(
      <PullRefresh onRefresh={spy} disabled>
        <p>content</p>
      </PullRefresh>,
    );
    expect(drag(screen.getByText('content'), 0, 300)).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });

  it('uses the texts it is given', () => {
    render(
      <PullRefresh onRefresh={() => Promise.resolve()} pullingText="Pull!">
        <p>content</p>
      </PullRefresh>,
    );
    drag(screen.getByText('content'), 0, 20, false);
    expect(screen.getByRole('status').textContent).toBe('Pull!');
  });
});
