/**
 * The points expiry sweep (docs/api-promotions.md "Points expiry"): one transaction per user with
 * due lots, each booking through wallet.service `expireUserIntegral`.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { startJob } from '../../lib/jobs';
import { usersWithDueLots } from './integral-lots';
import { expireUserIntegral } from './wallet.service';

/** How often the expiry sweeper runs, ms. */
export const INTEGRAL_SWEEP_INTERVAL_MS = 60_000;

/**
 * The expiry sweep: one transaction per user with due lots (all users, or only `userId` when the
 * user's points are read). Returns the number of users whose points expired.
 */
export async function sweepIntegralExpiry(db: Db, now: number, userId?: number): Promise<number> {
  let booked = 0;
  for (const id of await usersWithDueLots(db, now, userId)) {
    const n = await db.transaction().execute((tx) => expireUserIntegral(tx, id, now));
    if (n > 0) booked += 1;
  }
  return booked;
}

/** Registers the expiry sweeper (every minute, once per tick across processes; lib/jobs.ts). */
export function startIntegralExpirySweeper(fastify: FastifyInstance, app: AppContext): void {
  startJob(fastify, app, 'integral-expiry', INTEGRAL_SWEEP_INTERVAL_MS, () =>
    sweepIntegralExpiry(app.database.db, app.clock.now()),
  );
}
