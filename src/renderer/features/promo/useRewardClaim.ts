/**
 * The reward claim of spec section 4 (points for a page or task, `/api/task/reward_add`):
 *
 * - one claim at a time: a claim while another runs does nothing ('busy');
 * - after a success the lock stays on for REWARD_LOCK_MS (1000 ms), so a double tap or a quick
 *   second task cannot fire a second reward;
 * - each page path is rewarded once per user: remembered in local storage under
 *   `clicked:<user_id>` (a JSON array of paths; logout clears it, see root-store.ts) and enforced
 *   by the server, which answers 423 when that user already had the reward (then the path is
 *   remembered too, so the page stops offering it);
 * - a failed call is only logged and the lock released at once (spec section 8).
 *
 * The rules live in `createRewardClaimer` (plain code, tested with fake timers); the hook binds it
 * to the logged-in user and the current route. One claimer serves the whole app, so "one at a
 * time" holds across pages too.
 */
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { REWARD_LOCK_MS } from '../../../shared/constants';
import type { Envelope } from '../../../shared/contract';
import { rewardAdd, type RewardAddQuery } from './api';
import { KEYS, storage } from '../../core/platform/storage';
import { useStores } from '../../core/stores/context';
import { ApiError, NO_CODE, unwrap } from '../../core/data';

/**
 * The `task_id`s of `reward_add` the screens claim (the server keys a reward by user, task, type
 * and activity).
 */
export const REWARD_TASKS = {
  /** opening the download centre */
  visitDownloadCentre: 1,
} as const;

/** Paths kept per user; the oldest drop out first (a bound on local storage, not a rule). */
export const REWARDED_PATHS_MAX = 200;

export type ClaimOutcome =
  | { status: 'rewarded'; points: number }
  /** another claim runs, or the lock after a success is still on: nothing was sent */
  | { status: 'busy' }
  /** this user already had this page's reward (remembered, or the server's 423) */
  | { status: 'already' }
  /** the server answered another code (its message was toasted by the wrapper) */
  | { status: 'refused'; code: number }
  /** the call failed: logged only */
  | { status: 'failed' }
  /** nobody is logged in: nothing was sent */
  | { status: 'login' };

export interface ClaimRequest {
  /** the page path rewarded once per user, e.g. `pages/activityList/download-center/download-center` */
  path: string;
  /** `reward_add`'s task id (see REWARD_TASKS); not sent when `call` is given */
  task_id?: number;
  /** activity type code; default 0 (a page outside activities) */
  type?: number;
  /** default 0 */
  activity_id?: number;
  /**
   * The call that grants the points when it is not `reward_add` (e.g. `complete_task download`);
   * its 423 is read as "already rewarded" as well.
   */
  call?: () => Promise<Envelope<{ points: number }>>;
}

export interface RewardClaimerDeps {
  rewardAdd: (q: RewardAddQuery) => Promise<Envelope<{ points: number }>>;
  storage: {
    getJson<T>(key: string): T | null;
    setJson(key: string, value: unknown): void;
  };
  log: (message: string, error?: unknown) => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  lockMs?: number;
}

export interface RewardClaimer {
  claim(userId: number | null | undefined, req: ClaimRequest): Promise<ClaimOutcome>;
  /** Whether this user's reward for this path is remembered here. */
  isRewarded(userId: number | null | undefined, path: string): boolean;
  /** Whether a claim runs or the after-success lock is on. */
  isLocked(): boolean;
}

const storageKey = (userId: number) => `${KEYS.clickedPrefix}${userId}`;

export function createRewardClaimer(deps: RewardClaimerDeps): RewardClaimer {
  const lockMs = deps.lockMs ?? REWARD_LOCK_MS;
  let locked = false;

  const paths = (userId: number): string[] => {
    const v = deps.storage.getJson<unknown>(storageKey(userId));
    return Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : [];
  };
  const remember = (userId: number, path: string) => {
    const list = paths(userId).filter((p) => p !== path);
    list.push(path);
    deps.storage.setJson(storageKey(userId), list.slice(-REWARDED_PATHS_MAX));
  };
  const isRewarded = (userId: number | null | undefined, path: string) =>
    userId !== null && userId !== undefined && paths(userId).includes(path);

  async function claim(
    userId: number | null | undefined,
    req: ClaimRequest,
  ): Promise<ClaimOutcome> {
    if (userId === null || userId === undefined) return { status: 'login' };
    if (locked) return { status: 'busy' };
    if (isRewarded(userId, req.path)) return { status: 'already' };
    locked = true;
    let release = true;
    try {
      const data = await unwrap(
        req.call
          ? req.call()
          : deps.rewardAdd({
              task_id: req.task_id ?? 0,
              user_id: userId,
              type: req.type ?? 0,
              activity_id: req.activity_id ?? 0,
            }),
      );
      remember(userId, req.path);
      // Kept on for lockMs after a success (spec section 9, "Reward lock").
      release = false;
      deps.setTimeout(() => {
        locked = false;
      }, lockMs);
      return { status: 'rewarded', points: Number(data?.points ?? 0) };
    } catch (error) {
      const e = ApiError.from(error);
      // An answer unwrap refused (no cause: the wrapper resolved it) rather than a failed call.
      const answered = e.cause === undefined && e.code !== NO_CODE;
      if (answered && e.kind === 'locked') {
        remember(userId, req.path);
        return { status: 'already' };
      }
      if (answered) return { status: 'refused', code: e.code };
      deps.log(`reward claim failed: ${req.path}`, error);
      return { status: 'failed' };
    } finally {
      if (release) locked = false;
    }
  }

  return { claim, isRewarded, isLocked: () => locked };
}

/** The app's one claimer. */
export const rewardClaimer = createRewardClaimer({
  rewardAdd,
  storage,
  // Spec section 8: a failed reward call is only logged.
  log: (message, error) => console.warn(message, error),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
});

export interface RewardClaim {
  /** Claims the reward of `req.path` (default: the current route with its query) for the user. */
  claim: (req: Omit<ClaimRequest, 'path'> & { path?: string }) => Promise<ClaimOutcome>;
  /** The path of the claim this screen started and that is still running, else null. */
  claiming: string | null;
  isRewarded: (path?: string) => boolean;
  /** The current route as a reward path: `pages/...` with its query. */
  currentPath: string;
}

export function useRewardClaim(claimer: RewardClaimer = rewardClaimer): RewardClaim {
  const { user } = useStores();
  const location = useLocation();
  const currentPath = location.pathname.replace(/^\/+/, '') + location.search;
  const userId = user.hasLogin ? user.info?.user_id : undefined;
  const [claiming, setClaiming] = useState<string | null>(null);
  // Re-render after a claim so isRewarded() is read again.
  const [, setVersion] = useState(0);

  const claim = useCallback(
    async (req: Omit<ClaimRequest, 'path'> & { path?: string }) => {
      const path = req.path ?? currentPath;
      if (claimer.isLocked()) return { status: 'busy' } as const;
      setClaiming(path);
      try {
        return await claimer.claim(userId, { ...req, path });
      } finally {
        setClaiming(null);
        setVersion((v) => v + 1);
      }
    },
    [claimer, userId, currentPath],
  );

  const isRewarded = useCallback(
    (path?: string) => claimer.isRewarded(userId, path ?? currentPath),
    [claimer, userId, currentPath],
  );

  return { claim, claiming, isRewarded, currentPath };
}
