// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../shared/contract';
import { StoreProvider } from '../../core/stores/context';
import type { RootStore } from '../../core/stores/root-store';
import { createRewardClaimer, useRewardClaim, type RewardClaimerDeps } from './useRewardClaim';

afterEach(cleanup);

const ok = (points: number): Envelope<{ points: number }> => ({
  code: 200,
  message: '',
  data: { points },
});

function setup(user: { hasLogin: boolean; info: { user_id: number } | null }) {
  const data = new Map<string, string>();
  const rewardAdd = vi.fn<RewardClaimerDeps['rewardAdd']>(() => Promise.resolve(ok(10)));
  const claimer = createRewardClaimer({
    rewardAdd,
    storage: {
      getJson: <T,>(k: string) => (data.has(k) ? (JSON.parse(data.get(k) ?? '') as T) : null),
      setJson: (k, v) => data.set(k, JSON.stringify(v)),
    },
    log: vi.fn(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
  });
  const store = { user } as unknown as RootStore;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={['/pages/activity/activity?activity_id=3&type=2']}>
        {children}
      </MemoryRouter>
    </StoreProvider>
  );
  const hook = renderHook(() => useRewardClaim(claimer), { wrapper });
  return { hook, rewardAdd, data };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useRewardClaim', () => {
  it("claims for the logged-in user and remembers the current route's path", async () => {
    const { hook, rewardAdd, data } = setup({ hasLogin: true, info: { user_id: 5 } });
    const path = 'pages/activity/activity?activity_id=3&type=2';
    expect(hook.result.current.currentPath).toBe(path);
    expect(hook.result.current.isRewarded()).toBe(false);
    let out;
    await act(async () => {
      out = await hook.result.current.claim({ task_id: 9, type: 2, activity_id: 3 });
    });
    expect(out).toEqual({ status: 'rewarded', points: 10 });
    expect(rewardAdd).toHaveBeenCalledWith({ task_id: 9, user_id: 5, type: 2, activity_id: 3 });
    expect(JSON.parse(data.get('clicked:5') ?? '[]')).toEqual([path]);
    expect(hook.result.current.isRewarded()).toBe(true);
    expect(hook.result.current.claiming).toBeNull();
  });

  it('sends nothing when nobody is logged in', async () => {
    const { hook, rewardAdd } = setup({ hasLogin: false, info: null });
    let out;
    await act(async () => {
      out = await hook.result.current.claim({ task_id: 9 });
    });
    expect(out).toEqual({ status: 'login' });
    expect(rewardAdd).not.toHaveBeenCalled();
  });
});
