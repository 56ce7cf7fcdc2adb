/**
 * The pay password (docs/api-wallet-account.md "Decisions"): six digits, scrypt-hashed;
 * PAY_PASSWORD_MAX_TRIES wrong tries lock it for PAY_PASSWORD_LOCK_S (423 naming the unlock time,
 * China time, and `data.locked_until`). Wallet payments, withdrawals, points transfers and card
 * unbinding call `checkPayPassword` BEFORE opening their transaction: the wrong-try counter is
 * written on its own, so it sticks although the action fails (and on SQLite a write inside the
 * caller's transaction would wait for that very transaction).
 *
 * Decisions beyond the contract:
 * - A try is reserved (counted) by one conditional UPDATE before the slow scrypt check, and only
 *   while the password is not locked and tries are left: guesses sent at once never evaluate
 *   more than the tries left; the others answer 423 at once. A right password then resets the
 *   counter, a wrong one keeps its count.
 * - A try while locked (the right password too) is refused, not counted, and does not extend
 *   the lock.
 * - The 5th wrong try answers 423 at once; the counter restarts after the lock.
 * - Setting the password with an SMS code ("forgot pay password") lifts a lock; changing it with
 *   the old one is itself a check (counted, refused while locked).
 * - Weak passwords (one digit six times, or six consecutive digits up or down such as 123456 or
 *   987654) are refused, as mainstream Chinese payment apps do.
 */
import { REPLY } from '../../../shared/constants';
import type { AppContext } from '../../context';
import { chinaDateTime } from '../../lib/china-time';
import { verifyPassword } from '../../lib/crypto';
import { t, type Lang } from '../../messages';
import { invalid, ReplyError } from '../../lib/reply';
import { PAY_PASSWORD_LOCK_S, PAY_PASSWORD_MAX_TRIES } from './wallet.constants';

export function payPasswordLocked(lang: Lang, until: number): ReplyError {
  return new ReplyError(
    REPLY.LOCKED,
    t(lang, 'payPasswordLocked', { time: chinaDateTime(until) }),
    {
      locked_until: until,
    },
  );
}

/** One digit six times, or six consecutive digits ascending or descending. */
export function isWeakPayPassword(p: string): boolean {
  const d = [...p].map(Number);
  const steps = new Set(d.slice(1).map((x, i) => x - (d[i] as number)));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] as number);
}

/**
 * Checks the user's pay password. Throws 422 when none is set or it is wrong (naming the tries
 * left, also as `data.tries_left`), 423 when locked (now or by this try; `data.locked_until`).
 * A right password resets the counter. Never call it inside a transaction.
 *
 * A try is reserved before the slow hash: one conditional UPDATE counts it only while the
 * password is not locked and tries are left, so guesses sent at once never evaluate more than
 * the tries left (the others answer 423 at once).
 */
export async function checkPayPassword(
  app: AppContext,
  lang: Lang,
  userId: number,
  payPassword: string,
): Promise<void> {
  const { db } = app.database;
  const now = app.clock.now();
  const user = await db
    .selectFrom('users')
    .select('pay_password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.pay_password_hash) throw invalid(t(lang, 'payPasswordNotSet'));

  const reserved = await db
    .updateTable('users')
    .set((eb) => ({ pay_pwd_fail_count: eb('pay_pwd_fail_count', '+', 1) }))
    .where('id', '=', userId)
    .where('pay_pwd_fail_count', '<', PAY_PASSWORD_MAX_TRIES)
    .where('pay_pwd_locked_until', '<=', now)
    .returning('pay_pwd_fail_count')
    .executeTakeFirst();
  if (!reserved) {
    const row = await db
      .selectFrom('users')
      .select('pay_pwd_locked_until')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    // Locked, or the last tries are being checked right now: the lock they are about to set.
    const until =
      row.pay_pwd_locked_until > now ? row.pay_pwd_locked_until : now + PAY_PASSWORD_LOCK_S;
    throw payPasswordLocked(lang, until);
  }
  const count = reserved.pay_pwd_fail_count;

  if (await verifyPassword(payPassword, user.pay_password_hash)) {
    // The reserved try (and earlier wrong ones) no longer count; a lock set meanwhile stands.
    await db
      .updateTable('users')
      .set({ pay_pwd_fail_count: 0 })
      .where('id', '=', userId)
      .where('pay_pwd_locked_until', '<=', now)
      .where('pay_pwd_fail_count', '<>', 0)
      .execute();
    return;
  }
  if (count >= PAY_PASSWORD_MAX_TRIES) {
    // This try used up the last one: lock once; the counter restarts after the lock.
    const until = now + PAY_PASSWORD_LOCK_S;
    const set = await db
      .updateTable('users')
      .set({ pay_pwd_locked_until: until, pay_pwd_fail_count: 0 })
      .where('id', '=', userId)
      .where('pay_pwd_locked_until', '<=', now)
      .executeTakeFirst();
    if (Number(set.numUpdatedRows) === 1) throw payPasswordLocked(lang, until);
    const row = await db
      .selectFrom('users')
      .select('pay_pwd_locked_until')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    throw payPasswordLocked(lang, row.pay_pwd_locked_until);
  }
  const triesLeft = PAY_PASSWORD_MAX_TRIES - count;
  throw new ReplyError(REPLY.INVALID, t(lang, 'payPasswordWrong', { n: triesLeft }), {
    tries_left: triesLeft,
  });
}
