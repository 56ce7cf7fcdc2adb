import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../core/ui/test-hooks';
import type { Envelope } from '../../../shared/contract';
import type { RewardAddQuery } from './api';
import { createRewardClaimer, REWARDED_PATHS_MAX, type RewardClaimerDeps } from './useRewardClaim';

const PAGE = 'pages/activityList/download-center/download-center';
const OTHER = 'pages/activity/activity?activity_id=3';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getJson<T>(key: string): T | null {
      const raw = data.get(key);
      return raw === undefined ? null : (JSON.parse(raw) as T);
    },
    setJson(key: string, value: unknown) {
      data.set(key, JSON.stringify(value));
    },
  };
}

const ok = (points = 10): Envelope<{ points: number }> => ({
  code: 200,
  message: '',
  data: { points },
});
const locked = (): Envelope<{ points: number }> => ({
  code: 423,
  message: '已领取过该奖励',
  data: null as unknown as { points: number },
});

function setup(rewardAdd: RewardClaimerDeps['rewardAdd'] = vi.fn(() => Promise.resolve(ok()))) {
  const store = memoryStorage();
  const log = vi.fn();
  const deps: RewardClaimerDeps = {
    rewardAdd,
    storage: store,
    log,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
  };
  return { claimer: createRewardClaimer(deps), store, log, rewardAdd };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reward claim', () => {
  it('sends task_id, user_id, type and activity_id and answers the points', async () => {
    const rewardAdd = vi.fn((_q: RewardAddQuery) => Promise.resolve(ok(30)));
    const { claimer } = setup(rewardAdd);
    const out = await claimer.claim(7, {
      path: PAGE,
      task_id: 1,
      type: 2,
      activity_id: 5,
    });
    expect(out).toEqual({ status: 'rewarded', points: 30 });
    expect(rewardAdd).toHaveBeenCalledWith({
      task_id: 1,
      user_id: 7,
      type: 2,
      activity_id: 5,
    });
  });

  it('runs one claim at a time: a claim while another runs sends nothing', async () => {
    const pending = deferred<Envelope<{ points: number }>>();
    const rewardAdd = vi.fn(() => pending.promise);
    const { claimer } = setup(rewardAdd);
    const first = claimer.claim(7, { path: PAGE, task_id: 1 });
    expect(claimer.isLocked()).toBe(true);
    await expect(claimer.claim(7, { path: OTHER, task_id: 2 })).resolves.toEqual({
      status: 'busy',
    });
    expect(rewardAdd).toHaveBeenCalledTimes(1);
    pending.resolve(ok());
    await expect(first).resolves.toEqual({ status: 'rewarded', points: 10 });
  });

  it('keeps the lock for 1000 ms after a success', async () => {
    const { claimer, rewardAdd } = setup();
    await claimer.claim(7, { path: PAGE, task_id: 1 });
    expect(claimer.isLocked()).toBe(true);
    vi.advanceTimersByTime(999);
    await expect(claimer.claim(7, { path: OTHER, task_id: 2 })).resolves.toEqual({
      status: 'busy',
    });
    expect(rewardAdd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(claimer.isLocked()).toBe(false);
    await expect(claimer.claim(7, { path: OTHER, task_id: 2 })).resolves.toEqual({
      status: 'rewarded',
      points: 10,
    });
    expect(rewardAdd).toHaveBeenCalledTimes(2);
  });

  it('rewards each page path once per user, remembered in local storage per user', async () => {
    const { claimer, store, rewardAdd } = setup();
    await claimer.claim(7, { path: PAGE, task_id: 1 });
    vi.advanceTimersByTime(1000);
    expect(store.getJson('clicked:7')).toEqual([PAGE]);
    expect(claimer.isRewarded(7, PAGE)).toBe(true);
    // a page outside activities: type and activity 0
    expect(rewardAdd).toHaveBeenCalledWith({ task_id: 1, user_id: 7, type: 0, activity_id: 0 });

    await expect(claimer.claim(7, { path: PAGE, task_id: 1 })).resolves.toEqual({
      status: 'already',
    });
    expect(rewardAdd).toHaveBeenCalledTimes(1);

    // another user on the same page is rewarded
    expect(claimer.isRewarded(8, PAGE)).toBe(false);
    await expect(claimer.claim(8, { path: PAGE, task_id: 1 })).resolves.toEqual({
      status: 'rewarded',
      points: 10,
    });
    expect(rewardAdd).toHaveBeenCalledTimes(2);
    expect(store.getJson('clicked:8')).toEqual([PAGE]);
  });

  it("takes the server's 423 as already rewarded: remembered, lock released at once", async () => {
    const rewardAdd = vi.fn(() => Promise.resolve(locked()));
    const { claimer, store } = setup(rewardAdd);
    await expect(claimer.claim(7, { path: PAGE, task_id: 1 })).resolves.toEqual({
      status: 'already',
    });
    expect(claimer.isLocked()).toBe(false);
    expect(store.getJson('clicked:7')).toEqual([PAGE]);
    await claimer.claim(7, { path: PAGE, task_id: 1 });
    expect(rewardAdd).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure and releases the lock at once; the path stays claimable', async () => {
    const rewardAdd = vi
      .fn<RewardClaimerDeps['rewardAdd']>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(ok(5));
    const { claimer, store, log } = setup(rewardAdd);
    await expect(claimer.claim(7, { path: PAGE, task_id: 1 })).resolves.toEqual({
      status: 'failed',
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(claimer.isLocked()).toBe(false);
    expect(store.getJson('clicked:7')).toBeNull();
    // no timer needed: the next claim goes out immediately
    await expect(claimer.claim(7, { path: PAGE, task_id: 1 })).resolves.toEqual({
      status: 'rewarded',
      points: 5,
    });
  });

  it('answers another code as refused without remembering the path', async () => {
    const rewardAdd = vi.fn(() =>
      Promise.resolve({ code: 500, message: 'x', data: null as unknown as { points: number } }),
    );
    const { claimer, store } = setup(rewardAdd);
    await expect(claimer.claim(7, { path: PAGE, task_id: 1 })).resolves.toEqual({
      status: 'refused',
      code: 500,
    });
    expect(claimer.isLocked()).toBe(false);
    expect(store.getJson('clicked:7')).toBeNull();
  });

  it('sends nothing without a user', async () => {
    const { claimer, rewardAdd } = setup();
    await expect(claimer.claim(null, { path: PAGE, task_id: 1 })).resolves.toEqual({
      status: 'login',
    });
    expect(rewardAdd).not.toHaveBeenCalled();
  });

  it('uses the given call instead of reward_add, with the same rules', async () => {
    const { claimer, rewardAdd, store } = setup();
    const call = vi.fn(() => Promise.resolve(ok(50)));
    await expect(claimer.claim(7, { path: PAGE, call })).resolves.toEqual({
      status: 'rewarded',
      points: 50,
    });
    expect(rewardAdd).not.toHaveBeenCalled();
    expect(store.getJson('clicked:7')).toEqual([PAGE]);
  });

  it('keeps at most REWARDED_PATHS_MAX paths, dropping the oldest', async () => {
    const { claimer, store } = setup();
    store.setJson(
      'clicked:7',
      Array.from({ length: REWARDED_PATHS_MAX }, (_, i) => `p${i}`),
    );
    await claimer.claim(7, { path: PAGE, task_id: 1 });
    const list = store.getJson<string[]>('clicked:7') ?? [];
    expect(list).toHaveLength(REWARDED_PATHS_MAX);
    expect(list[0]).toBe('p1');
    expect(list.at(-1)).toBe(PAGE);
  });
});
