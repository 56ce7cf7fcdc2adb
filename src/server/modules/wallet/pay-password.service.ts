/**
 * The pay password (docs/api-wallet-account.md "Decisions"): six digits, scrypt-hashed;
 * PAY_PASSWORD_MAX_TRIES wrong tries lock it for PAY_PASSWORD_LOCK_S (423 naming the unlock time,
 * China time, and `data.locked_until`). Wallet payments, withdrawals, points transfers and card
 * unbinding call `checkPayPassword` BEFORE opening their transaction: the wrong-try counter is
 * written on its own, so it sticks although the action fails (and on SQLite a write inside the
 * caller's transaction would wait for that very transaction).
 *
 * Decisions beyond the contract:
 * - A wrong try while locked is not counted and does not extend the lock.
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
import { t, type Lang } from '../../lib/i18n';
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
 * left, also as `data.tries_left`), 423 when locked (now or by this try; `data.locked_until`). A right password resets the counter.
 * Never call it inside a transaction.
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
    .select(['pay_password_hash', 'pay_pwd_fail_count', 'pay_pwd_locked_until'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.pay_password_hash) throw invalid(t(lang, 'payPasswordNotSet'));
  if (user.pay_pwd_locked_until > now) throw payPasswordLocked(lang, user.pay_pwd_locked_until);

  if (await verifyPassword(payPassword, user.pay_password_hash)) {
    if (user.pay_pwd_fail_count !== 0) {
      await db
        .updateTable('users')
        .set({ pay_pwd_fail_count: 0 })
        .where('id', '=', userId)
        .execute();
    }
    return;
  }
  // Atomic increment: concurrent wrong tries each count.
  const row = await db
    .updateTable('users')
    .set((eb) => ({ pay_pwd_fail_count: eb('pay_pwd_fail_count', '+', 1) }))
    .where('id', '=', userId)
    .returning('pay_pwd_fail_count')
    .executeTakeFirstOrThrow();
  if (row.pay_pwd_fail_count >= PAY_PASSWORD_MAX_TRIES) {
    const until = now + PAY_PASSWORD_LOCK_S;
    await db
      .updateTable('users')
      .set({ pay_pwd_locked_until: until, pay_pwd_fail_count: 0 })
      .where('id', '=', userId)
      .execute();
    throw payPasswordLocked(lang, until);
  }
  const triesLeft = PAY_PASSWORD_MAX_TRIES - row.pay_pwd_fail_count;
  throw new ReplyError(REPLY.INVALID, t(lang, 'payPasswordWrong', { n: triesLeft }), {
    tries_left: triesLeft,
  });
}
