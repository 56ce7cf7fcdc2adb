/**
 * Points expiry (docs/api-promotions.md "Points expiry"; docs/api-wallet-account.md): every
 * credit of the `integral` account is a lot in `integral_lots` that expires INTEGRAL_TTL_S after
 * it was earned; spending consumes the oldest unexpired lots first (by expires_at, id). Expired
 * remainders are booked as one `integral_expire` ledger row per user by wallet.service
 * `expireUserIntegral` (through `move`, so the sum of the ledger still equals the balance); the
 * sweeper is integral-expiry.ts. This file is the lots' SQL only: it imports no wallet code.
 *
 * Invariant: the sum of a user's remaining lots never exceeds the balance (balances set without a
 * ledger row, e.g. test fixtures, are simply points that never expire).
 */
import { INTEGRAL_TTL_S } from '../../../shared/constants';
import type { Db, Tx } from '../../db';

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
 * Zeroes the user's due lots (expires_at <= now) inside the caller's transaction: the points
 * zeroed and the first lot's id (null: none). A zeroed lot is never due again.
 */
export async function zeroDueLots(
  tx: Tx,
  userId: number,
  now: number,
): Promise<{ firstId: number; total: number } | null> {
  const due = await tx
    .selectFrom('integral_lots')
    .select(['id', 'remaining'])
    .where('user_id', '=', userId)
    .where('remaining', '>', 0)
    .where('expires_at', '<=', now)
    .orderBy('id')
    .execute();
  const first = due[0];
  if (!first) return null;
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
  return { firstId: first.id, total };
}

/** The users with lots due to expire (all, or only `userId`), a batch of them. */
export async function usersWithDueLots(db: Db, now: number, userId?: number): Promise<number[]> {
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
