/**
 * Sign-in and tasks (docs/api-promotions.md "Sign-in"). A completed task is a `task_logs` row,
 * unique per (user, task, day): `sign` and `share` once per China calendar day of the server's
 * clock, `download` once ever (day 0). The points go through the wallet service `move` in the
 * same transaction, with a unique idempotency key (`sign:<user>:<yyyymmdd>`,
 * `share:<user>:<yyyymmdd>`, `download:<user>`), so a repeat can never pay twice.
 */
import type { SignInfo, TaskId } from '../../../shared/contract/promo';
import type { Db, Executor } from '../../db';
import { t, type Lang } from '../../messages';
import { locked } from '../../lib/reply';
import { readConfig } from '../config/config.routes';
import { lockUsers, move } from '../wallet/wallet.service';
import {
  chinaDay,
  chinaMonth,
  chinaYesterday,
  monthBounds,
  signPoints,
  signRulesOf,
  taskPointsOf,
} from './sign.rules';

const readRules = async (db: Executor) => signRulesOf(await readConfig(db, 'sign_rules', null));

async function logOf(db: Executor, userId: number, task: TaskId, day: number) {
  return db
    .selectFrom('task_logs')
    .select(['streak', 'points'])
    .where('user_id', '=', userId)
    .where('task', '=', task)
    .where('day', '=', day)
    .executeTakeFirst();
}

export async function signInfo(
  db: Executor,
  userId: number,
  now: number,
  month?: string,
): Promise<SignInfo> {
  const m = month ?? chinaMonth(now);
  const [lo, hi] = monthBounds(m);
  const today = chinaDay(now);
  const [rules, rows, todayLog, yesterdayLog, download, share] = await Promise.all([
    readRules(db),
    db
      .selectFrom('task_logs')
      .select('day')
      .where('user_id', '=', userId)
      .where('task', '=', 'sign')
      .where('day', '>=', lo)
      .where('day', '<=', hi)
      .orderBy('day')
      .execute(),
    logOf(db, userId, 'sign', today),
    logOf(db, userId, 'sign', chinaYesterday(now)),
    logOf(db, userId, 'download', 0),
    logOf(db, userId, 'share', today),
  ]);
  const streak = todayLog?.streak ?? yesterdayLog?.streak ?? 0;
  return {
    month: m,
    signed_today: Boolean(todayLog),
    streak,
    days: rows.map((r) => r.day % 100),
    today_points: todayLog ? todayLog.points : signPoints(rules, streak + 1),
    rules,
    download_done: Boolean(download),
    shared_today: Boolean(share),
    server_time: now,
  };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

const DONE_MESSAGE = {
  sign: 'signedToday',
  download: 'taskDone',
  share: 'taskSharedToday',
} as const;

/** Completes a task once per its period and credits its points. 423 when already done. */
export async function completeTask(
  db: Db,
  userId: number,
  task: TaskId,
  now: number,
  lang: Lang,
): Promise<{ points: number; streak: number }> {
  const today = chinaDay(now);
  const day = task === 'download' ? 0 : today;
  try {
    return await db.transaction().execute(async (tx) => {
      // one user's task completions one at a time (the check below then sees the other's row)
      await lockUsers(tx, [userId]);
      if (await logOf(tx, userId, task, day)) throw locked(t(lang, `promo.${DONE_MESSAGE[task]}`));
      let streak = 0;
      let points: number;
      if (task === 'sign') {
        const prev = await logOf(tx, userId, 'sign', chinaYesterday(now));
        streak = (prev?.streak ?? 0) + 1;
        points = signPoints(await readRules(tx), streak);
      } else {
        points = taskPointsOf(await readConfig(tx, 'task_points', null))[task];
      }
      await tx
        .insertInto('task_logs')
        .values({ user_id: userId, task, day, streak, points, created_at: now })
        .execute();
      if (points > 0) {
        await move(tx, {
          userId,
          account: 'integral',
          delta: points,
          reason: task === 'sign' ? 'sign_in' : 'activity_reward',
          ref: `task:${task}${day ? `:${day}` : ''}`,
          idempotencyKey: task === 'download' ? `download:${userId}` : `${task}:${userId}:${today}`,
          now,
          lang,
        });
      }
      return { points, streak };
    });
  } catch (err) {
    // a concurrent completion committed first (SQLite without row locks): same answer
    if (isUniqueViolation(err)) throw locked(t(lang, `promo.${DONE_MESSAGE[task]}`));
    throw err;
  }
}
