import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatisticsRecord } from '../api/statistics';
import { PageStatistics, splitPath, type PostOptions } from './statistics';

function setup(userId = 42) {
  const post = vi.fn<(r: StatisticsRecord, opts: PostOptions) => Promise<unknown>>(() =>
    Promise.resolve(null),
  );
  let uid = userId;
  const stats = new PageStatistics(
    post,
    () => uid,
    'h5',
    () => 1700000000,
  );
  return { post, stats, setUser: (n: number) => (uid = n) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('splitPath', () => {
  it('splits at "?" and drops leading slashes', () => {
    expect(splitPath('/pages/goods/detail?id=5&type=2')).toEqual({
      url: 'pages/goods/detail',
      params: 'id=5&type=2',
    });
    expect(splitPath('pages/index/index')).toEqual({ url: 'pages/index/index', params: '' });
    expect(splitPath('')).toEqual({ url: '', params: '' });
  });
});

describe('PageStatistics', () => {
  it('posts nothing on ticks without a pending view', () => {
    const { post, stats } = setup();
    stats.flush();
    stats.flush();
    expect(post).not.toHaveBeenCalled();
  });

  it('posts exactly once per page view, with the current and previous page split at "?"', () => {
    const { post, stats } = setup();
    stats.pageView('pages/index/index');
    stats.flush();
    stats.flush();
    expect(post).toHaveBeenCalledExactlyOnceWith(
      {
        url: 'pages/index/index',
        p_url: '',
        time: 1700000000,
        user_id: 42,
        terminal: 'h5',
        url_params: '',
        p_url_params: '',
      },
      { keepalive: false },
    );

    stats.pageView('pages/goods/detail?id=5&type=2');
    stats.flush();
    stats.flush();
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith(
      {
        url: 'pages/goods/detail',
        p_url: 'pages/index/index',
        time: 1700000000,
        user_id: 42,
        terminal: 'h5',
        url_params: 'id=5&type=2',
        p_url_params: '',
      },
      { keepalive: false },
    );

    stats.pageView('pages/cart/cart');
    stats.flush();
    expect(post).toHaveBeenLastCalledWith(
      expect.objectContaining({
        url: 'pages/cart/cart',
        url_params: '',
        p_url: 'pages/goods/detail',
        p_url_params: 'id=5&type=2',
      }),
      { keepalive: false },
    );
  });

  it('takes the user id at the time of the view', () => {
    const { post, stats, setUser } = setup(0);
    stats.pageView('pages/login/login');
    setUser(7);
    stats.flush();
    expect(post.mock.calls[0]![0].user_id).toBe(0);
    stats.pageView('pages/user/user');
    stats.flush();
    expect(post.mock.calls[1]![0].user_id).toBe(7);
  });

  it('does not post twice for a repeated view of the same path', () => {
    const { post, stats } = setup();
    stats.pageView('pages/user/user?tab=1');
    stats.flush();
    stats.pageView('pages/user/user?tab=1');
    stats.flush();
    expect(post).toHaveBeenCalledOnce();
    // The same page with another query is another view.
    stats.pageView('pages/user/user?tab=2');
    stats.flush();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('several views between two ticks are all posted on the next tick, in order, none merged', () => {
    const { post, stats } = setup();
    stats.pageView('pages/a/a');
    stats.pageView('pages/b/b?x=1');
    stats.pageView('pages/c/c');
    expect(post).not.toHaveBeenCalled();
    stats.flush();
    expect(post.mock.calls.map(([r]) => [r.url, r.p_url, r.url_params, r.p_url_params])).toEqual([
      ['pages/a/a', '', '', ''],
      ['pages/b/b', 'pages/a/a', 'x=1', ''],
      ['pages/c/c', 'pages/b/b', '', 'x=1'],
    ]);
    expect(post.mock.calls.every(([, o]) => !o.keepalive)).toBe(true);
    stats.flush();
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('the start page is posted even when the user leaves it before the first tick', () => {
    vi.useFakeTimers();
    const { post, stats } = setup();
    stats.pageView('pages/index/index');
    stats.start();
    vi.advanceTimersByTime(100);
    stats.pageView('pages/cart/cart');
    vi.advanceTimersByTime(200);
    expect(post.mock.calls.map(([r]) => r.url)).toEqual(['pages/index/index', 'pages/cart/cart']);
    stats.stop();
  });

  it('hidden() posts what is queued and once more for the current page, with keepalive', () => {
    const { post, stats } = setup();
    stats.pageView('pages/goods/detail?id=1');
    stats.flush();
    stats.pageView('pages/cart/cart');
    stats.hidden();
    expect(post).toHaveBeenCalledTimes(3);
    expect(post.mock.calls[1]).toEqual([
      expect.objectContaining({ url: 'pages/cart/cart', p_url: 'pages/goods/detail' }),
      { keepalive: true },
    ]);
    expect(post.mock.calls[2]).toEqual([
      expect.objectContaining({ url: 'pages/cart/cart' }),
      { keepalive: true },
    ]);
    // Nothing is left queued after it.
    stats.flush();
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('the tick stops while hidden and resumes when visible', () => {
    vi.useFakeTimers();
    const { post, stats } = setup();
    stats.start();
    stats.hidden();
    expect(vi.getTimerCount()).toBe(0);
    stats.visible();
    expect(vi.getTimerCount()).toBe(1);
    stats.pageView('pages/user/user');
    vi.advanceTimersByTime(300);
    expect(post).toHaveBeenCalledOnce();
    stats.stop();
  });

  it('closing() sends what is still queued with keepalive', () => {
    const { post, stats } = setup();
    stats.pageView('pages/a/a');
    stats.pageView('pages/b/b');
    stats.closing();
    expect(post.mock.calls.map(([r, o]) => [r.url, o.keepalive])).toEqual([
      ['pages/a/a', true],
      ['pages/b/b', true],
    ]);
  });

  it('attach() wires visibility and pagehide', () => {
    vi.useFakeTimers();
    const { post, stats } = setup();
    let state: DocumentVisibilityState = 'visible';
    const doc = new EventTarget() as Document;
    Object.defineProperty(doc, 'visibilityState', { get: () => state });
    const win = new EventTarget() as Window;
    stats.attach(doc, win);
    expect(vi.getTimerCount()).toBe(1);
    stats.pageView('pages/a/a');
    state = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(post).toHaveBeenCalledTimes(2); // the view and the page being left
    expect(vi.getTimerCount()).toBe(0);
    state = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(vi.getTimerCount()).toBe(1);
    stats.pageView('pages/b/b');
    win.dispatchEvent(new Event('pagehide'));
    expect(post).toHaveBeenCalledTimes(3);
    expect(post.mock.calls[2]![1]).toEqual({ keepalive: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hidden() before any view posts nothing', () => {
    const { post, stats } = setup();
    stats.hidden();
    expect(post).not.toHaveBeenCalled();
  });

  it('a failed post is swallowed', async () => {
    const post = vi.fn<(r: StatisticsRecord, opts: PostOptions) => Promise<unknown>>(() =>
      Promise.reject(new Error('offline')),
    );
    const stats = new PageStatistics(post, () => 1, 'kiosk');
    stats.pageView('pages/x/x');
    expect(() => stats.flush()).not.toThrow();
    await Promise.resolve();
    expect(post.mock.calls[0]![0].terminal).toBe('kiosk');
    expect(Number.isInteger(post.mock.calls[0]![0].time)).toBe(true);
  });

  it('start() ticks every 300 ms; stop() ends the ticks', () => {
    vi.useFakeTimers();
    const { post, stats } = setup();
    stats.start();
    stats.start(); // idempotent: one interval
    expect(vi.getTimerCount()).toBe(1);
    stats.pageView('pages/index/index');
    vi.advanceTimersByTime(299);
    expect(post).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(post).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(3000);
    expect(post).toHaveBeenCalledOnce();
    stats.pageView('pages/user/user');
    vi.advanceTimersByTime(300);
    expect(post).toHaveBeenCalledTimes(2);
    stats.stop();
    expect(vi.getTimerCount()).toBe(0);
    stats.pageView('pages/cart/cart');
    vi.advanceTimersByTime(3000);
    expect(post).toHaveBeenCalledTimes(2);
  });
});
