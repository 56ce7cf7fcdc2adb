/**
 * Per-account login throttling (docs/api-auth.md "Login throttling"), on top of the per-IP
 * RateLimiter: LOGIN_MAX_FAILURES failed logins of one identifier within LOGIN_FAIL_WINDOW_S lock
 * it for LOGIN_LOCK_STEPS_S[lockouts] (1, 5, 15, then 60 minutes for every further lockout),
 * whatever addresses the tries come from. Scopes: `user` (a consumer mobile: /api/login and the
 * password branch of /api/socials/bind_old_user) and `merchant` (an account: /api/admin/login).
 *
 * Decisions:
 * - Keyed by the submitted identifier whether or not it has an account, so a lock (423) says
 *   nothing about which accounts exist.
 * - State is the `login_throttles` table (one row per scope and identifier), so several server
 *   processes share it; every change is one conditional UPDATE.
 * - An attempt is RESERVED before the slow password hash: the UPDATE counts it only while the
 *   identifier is not locked and the window has tries left. A burst of concurrent guesses
 *   therefore evaluates at most the tries left; the others, and every guess during a lock (the
 *   right password too), answer 423 without a hash.
 * - The failure that uses up the last try sets the lock and answers 423 itself; the counter then
 *   starts again (a new window from the lock).
 * - A successful login clears the failures and the lockouts (unless a concurrent failure has
 *   just set a lock: that lock stands). Lockouts are also forgotten LOGIN_LOCKOUT_MEMORY_S after
 *   the last lock ended. Rows untouched for LOGIN_ROW_TTL_S are pruned now and then.
 * - The answer names the wait in whole minutes (rounded up) in the request's language; consumer
 *   routes also send `data.locked_until` (Unix seconds), merchant routes answer HTTP 423.
 */
import { sql } from 'kysely';
import { REPLY } from '../../../shared/constants';
import type { AppContext } from '../../context';
import { t, type Lang } from '../../messages';
import { ReplyError } from '../../lib/reply';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAIL_WINDOW_S = 15 * 60;
/** The wait of the 1st, 2nd, 3rd and every later lockout. */
export const LOGIN_LOCK_STEPS_S = [60, 5 * 60, 15 * 60, 60 * 60] as const;
/** Lockouts are forgotten this long after the last lock ended. */
export const LOGIN_LOCKOUT_MEMORY_S = 24 * 3600;
/** Rows not touched for this long (and not locked) are deleted. */
const LOGIN_ROW_TTL_S = 7 * 86400;
const PRUNE_EVERY_S = 3600;

export type ThrottleScope = 'user' | 'merchant';

/** The wait of a lockout when `lockouts` came before it. */
export function lockWait(lockouts: number): number {
  const steps = LOGIN_LOCK_STEPS_S;
  return steps[Math.min(Math.max(lockouts, 0), steps.length - 1)] as number;
}

export function loginLocked(lang: Lang, until: number, now: number): ReplyError {
  const minutes = Math.max(1, Math.ceil((until - now) / 60));
  return new ReplyError(REPLY.LOCKED, t(lang, 'loginLocked', { n: minutes }), {
    locked_until: until,
  });
}

/** One reserved login attempt: settle it with `succeeded` or `failed`. */
export interface LoginAttempt {
  /** The password was right: clears the failures. */
  succeeded(): Promise<void>;
  /** The password was wrong: answers `wrong`, or the 423 when this try used up the last one. */
  failed(wrong: ReplyError): Promise<ReplyError>;
}

/** When each app last pruned (Unix seconds of its clock). */
const lastPrune = new WeakMap<AppContext, number>();

/**
 * Reserves one login attempt of `subject` in `scope`, or throws 423 when it is locked or its
 * remaining tries are all in flight. Call it before verifying the password.
 */
export async function reserveLoginAttempt(
  app: AppContext,
  lang: Lang,
  scope: ThrottleScope,
  subject: string,
): Promise<LoginAttempt> {
  const { db } = app.database;
  const now = app.clock.now();
  if (Math.abs(now - (lastPrune.get(app) ?? 0)) >= PRUNE_EVERY_S) {
    lastPrune.set(app, now);
    await db
      .deleteFrom('login_throttles')
      .where('updated_at', '<', now - LOGIN_ROW_TTL_S)
      .where('locked_until', '<', now)
      .execute();
  }
  await db
    .insertInto('login_throttles')
    .values({ scope, subject, updated_at: now })
    .onConflict((oc) => oc.columns(['scope', 'subject']).doNothing())
    .execute();
  const windowOver = now - LOGIN_FAIL_WINDOW_S;
  // In an UPDATE every expression reads the row as it was: the CASEs see the old window.
  const reserved = await db
    .updateTable('login_throttles')
    .set({
      fail_count: sql<number>`case when window_start <= ${windowOver} then 1 else fail_count + 1 end`,
      window_start: sql<number>`case when window_start <= ${windowOver} then ${now} else window_start end`,
      lockouts: sql<number>`case when locked_until <= ${now - LOGIN_LOCKOUT_MEMORY_S} then 0 else lockouts end`,
      updated_at: now,
    })
    .where('scope', '=', scope)
    .where('subject', '=', subject)
    .where('locked_until', '<=', now)
    .where((eb) =>
      eb.or([eb('fail_count', '<', LOGIN_MAX_FAILURES), eb('window_start', '<=', windowOver)]),
    )
    .returning(['fail_count', 'lockouts'])
    .executeTakeFirst();

  if (!reserved) {
    const row = await db
      .selectFrom('login_throttles')
      .select(['locked_until', 'lockouts'])
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .executeTakeFirstOrThrow();
    // Locked, or the last tries are being checked right now: the lock they are about to set.
    const until = row.locked_until > now ? row.locked_until : now + lockWait(row.lockouts);
    throw loginLocked(lang, until, now);
  }

  return {
    async succeeded() {
      await db
        .updateTable('login_throttles')
        .set({ fail_count: 0, lockouts: 0, updated_at: app.clock.now() })
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('locked_until', '<=', app.clock.now())
        .execute();
    },
    async failed(wrong) {
      if (reserved.fail_count < LOGIN_MAX_FAILURES) return wrong;
      // This try used up the last one: lock (once, even if a success reset the count meanwhile).
      const at = app.clock.now();
      const until = at + lockWait(reserved.lockouts);
      const set = await db
        .updateTable('login_throttles')
        .set((eb) => ({
          locked_until: until,
          lockouts: eb('lockouts', '+', 1),
          fail_count: 0,
          window_start: at,
          updated_at: at,
        }))
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('locked_until', '<=', at)
        .returning('locked_until')
        .executeTakeFirst();
      if (set) return loginLocked(lang, set.locked_until, at);
      const row = await db
        .selectFrom('login_throttles')
        .select('locked_until')
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .executeTakeFirstOrThrow();
      return loginLocked(lang, row.locked_until, at);
    },
  };
}
