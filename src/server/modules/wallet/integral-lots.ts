/**
 * Points expiry (docs/api-promotions.md "Points expiry"; docs/api-wallet-account.md): every
 * credit of the `integral` account is a lot in `integral_lots` that expires INTEGRAL_TTL_S after
 * it was earned; spending consumes the oldest unexpired lots first (by expires_at, id). Expired
 * remainders are booked as one `integral_expire` ledger row per user and sweep through
 * wallet.service `move`, so the sum of the ledger still equals the balance.
 *
 * Invariant: the sum of a user's remaining lots never exceeds the balance (balances set without a
 * ledger row, e.g. test fixtures, are simply points that never expire).
 */
import type { FastifyInstance } from 'fastify';
import { INTEGRAL_TTL_S } from '../../../shared/constants';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db';
import { startJob } from '../../lib/jobs';
import { move } from './wallet.service';

/** How often the expiry sweeper runs, ms. */
export const INTEGRAL_SWEEP_INTERVAL_MS = 60_000;
/** Users handled per sweep run (the next run takes the rest). */
const SWEEP_BATCH = 200;

/** A new lot for a credit of `amount` points booked by ledger row `ledgerId`. */
export async function addLot(
  tx: Tx,
  userId: number,
  ledgerId: number,
  amount: number,
  now: number,
): Promise<void> {
  await tx
    .insertInto('integral_lots')
    .values({
      user_id: userId,
      ledger_id: ledgerId,
      amount,
      remaining: amount,
      earned_at: now,
      expires_at: now + INTEGRAL_TTL_S,
    })
    .execute();
}

/**
 * Takes `amount` points from the user's unexpired lots, oldest first, with conditional updates.
 * Whatever the lots do not cover comes from points without a lot.
 */
export async function consumeLots(
  tx: Tx,
  userId: number,
  amount: number,
  now: number,
): Promise<void> {
  let left = amount;
  const lots = await tx
    .selectFrom('integral_lots')
    .select(['id', 'remaining'])
    .where('user_id', '=', userId)
    .where('remaining', '>', 0)
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
  for (const lot of lots) {
    if (left <= 0) break;
    const take = Math.min(Number(lot.remaining), left);
    const res = await tx
      .updateTable('integral_lots')
      .set((eb) => ({ remaining: eb('remaining', '-', take) }))
      .where('id', '=', lot.id)
      .where('remaining', '>=', take)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      throw new Error(`integral lots: lot ${lot.id} changed under a locked user`);
    }
    left -= take;
  }
}

/**
 * Expires the user's due lots (expires_at <= now) inside the caller's transaction: zeroes them
 * and books one `integral_expire` row for their remainders. Returns the points expired (0: none).
 * Idempotent: a zeroed lot is never due again, and the key names the batch's first lot.
 */
export async function expireUserIntegral(tx: Tx, userId: number, now: number): Promise<number> {
  const due = await tx
    .selectFrom('integral_lots')
    .select(['id', 'remaining'])
    .where('user_id', '=', userId)
    .where('remaining', '>', 0)
    .where('expires_at', '<=', now)
    .orderBy('id')
    .execute();
  const first = due[0];
  if (!first) return 0;
  let total = 0;
  for (const lot of due) {
    const remaining = Number(lot.remaining);
    const res = await tx
      .updateTable('integral_lots')
      .set({ remaining: 0 })
      .where('id', '=', lot.id)
      .where('remaining', '=', remaining)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) total += remaining;
  }
  if (total === 0) return 0;
  const user = await tx
    .selectFrom('users')
    .select('integral')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const amount = Math.min(total, Number(user.integral));
  if (amount <= 0) return 0;
  await move(tx, {
    userId,
    account: 'integral',
    delta: -amount,
    reason: 'integral_expire',
    ref: `integral_lot:${first.id}`,
    idempotencyKey: `expire:${userId}:${first.id}`,
    now,
  });
  return amount;
}

/** Whether the user has lots due to expire (a cheap read before opening a transaction). */
async function hasDue(db: Db, now: number, userId?: number): Promise<number[]> {
  let q = db
    .selectFrom('integral_lots')
    .select('user_id')
    .distinct()
    .where('remaining', '>', 0)
    .where('expires_at', '<=', now);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const rows = await q.orderBy('user_id').limit(SWEEP_BATCH).execute();
  return rows.map((r) => r.user_id);
}

/**
 * The expiry sweep: one transaction per user with due lots (all users, or only `userId` when the
 * user's points are read). Returns the number of users whose points expired.
 */
export async function sweepIntegralExpiry(db: Db, now: number, userId?: number): Promise<number> {
  let booked = 0;
  for (const id of await hasDue(db, now, userId)) {
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
