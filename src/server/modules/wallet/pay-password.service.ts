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
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { t, tDetail, type Lang } from '../../messages';
import { invalid, ReplyError } from '../../lib/reply';
import { consumeCode, verifyCode } from '../auth/sms.service';
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

/** The shared rule (issue 19): the client refuses a weak password at its first entry too. */
export { isWeakPayPassword } from '../../../shared/rules/pay-password';

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

/**
 * Sets the pay password: the first time only with an SMS code of scene `pay_password` sent to
 * the account's own mobile; afterwards with the old password or such a code (a code also lifts
 * a lock).
 */
export async function setPayPassword(
  app: AppContext,
  lang: Lang,
  userId: number,
  input: { pay_password: string; code?: string; old_pay_password?: string },
): Promise<void> {
  const { db } = app.database;
  const row = await db
    .selectFrom('users')
    .select(['mobile', 'pay_password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

  // The first time only an SMS code will do; afterwards the old password or a code.
  let codeId: number | null = null;
  if (row.pay_password_hash && input.old_pay_password !== undefined) {
    await checkPayPassword(app, lang, userId, input.old_pay_password);
  } else if (input.code !== undefined) {
    codeId = await verifyCode(app, lang, row.mobile, 'pay_password', input.code);
  } else {
    const field = row.pay_password_hash ? 'old_pay_password' : 'code';
    throw invalid(`${field}: ${tDetail(lang, 'required')}`);
  }

  const hash = await hashPassword(input.pay_password);
  const now = app.clock.now();
  await db.transaction().execute(async (tx) => {
    if (codeId !== null && !(await consumeCode(tx, codeId, now))) {
      throw invalid(t(lang, 'codeExpired'));
    }
    await tx
      .updateTable('users')
      .set({
        pay_password_hash: hash,
        // an SMS-code reset ("forgot pay password") also lifts a lock
        pay_pwd_fail_count: 0,
        ...(codeId !== null ? { pay_pwd_locked_until: 0 } : {}),
      })
      .where('id', '=', userId)
      .execute();
  });
}
