import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatisticsRecord } from '../api/statistics';
import { PageStatistics, splitPath } from './statistics';

function setup(userId = 42) {
  const post = vi.fn<(r: StatisticsRecord) => Promise<unknown>>(() => Promise.resolve(null));
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
    expect(post).toHaveBeenCalledExactlyOnceWith({
      url: 'pages/index/index',
      p_url: '',
      time: 1700000000,
      user_id: 42,
      terminal: 'h5',
      url_params: '',
      p_url_params: '',
    });

    stats.pageView('pages/goods/detail?id=5&type=2');
    stats.flush();
    stats.flush();
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith({
      url: 'pages/goods/detail',
      p_url: 'pages/index/index',
      time: 1700000000,
      user_id: 42,
      terminal: 'h5',
      url_params: 'id=5&type=2',
      p_url_params: '',
    });

    stats.pageView('pages/cart/cart');
    stats.flush();
    expect(post).toHaveBeenLastCalledWith(
      expect.objectContaining({
        url: 'pages/cart/cart',
        url_params: '',
        p_url: 'pages/goods/detail',
        p_url_params: 'id=5&type=2',
      }),
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

  it('several views between two ticks post the latest one only', () => {
    const { post, stats } = setup();
    stats.pageView('pages/a/a');
    stats.pageView('pages/b/b');
    stats.flush();
    expect(post).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ url: 'pages/b/b', p_url: 'pages/a/a' }),
    );
  });

  it('hidden() posts once more for the current page', () => {
    const { post, stats } = setup();
    stats.pageView('pages/goods/detail?id=1');
    stats.flush();
    stats.hidden();
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls[1]![0]).toMatchObject({ url: 'pages/goods/detail', url_params: 'id=1' });
    // Nothing is left pending after it.
    stats.flush();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('hidden() before any view posts nothing', () => {
    const { post, stats } = setup();
    stats.hidden();
    expect(post).not.toHaveBeenCalled();
  });

  it('a failed post is swallowed', async () => {
    const post = vi.fn<(r: StatisticsRecord) => Promise<unknown>>(() =>
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
