/**
 * Verification codes: six digits, stored hashed, valid SMS_CODE_TTL_S seconds, single use,
 * at most SMS_CODE_MAX_ATTEMPTS wrong tries, one send per SMS_RESEND_INTERVAL_S and at most
 * SMS_DAILY_LIMIT_PER_MOBILE per mobile and day (product decisions, see shared/constants).
 */
import { sql } from 'kysely';
import {
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_S,
  SMS_DAILY_LIMIT_PER_MOBILE,
  SMS_RESEND_INTERVAL_S,
} from '../../../shared/constants';
import type { SmsScene } from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { newSmsCode, sha256 } from '../../lib/crypto';
import { t, type Lang } from '../../lib/i18n';
import { invalid, locked } from '../../lib/reply';

const codeHash = (mobile: string, scene: string, code: string): string =>
  sha256(`${mobile}:${scene}:${code}`);

export async function sendCode(
  app: AppContext,
  lang: Lang,
  mobile: string,
  scene: SmsScene,
): Promise<void> {
  const { db } = app.database;
  const now = app.clock.now();
  const exists = await db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  if (scene === 'register' && exists) throw invalid(t(lang, 'mobileTaken'));
  // A pay-password code goes to a registered account's own mobile only (set_pay_password checks
  // the code against the caller's mobile).
  if ((scene === 'retrieve' || scene === 'login' || scene === 'pay_password') && !exists)
    throw invalid(t(lang, 'mobileUnknown'));

  const last = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (last && now - last.created_at < SMS_RESEND_INTERVAL_S) {
    throw locked(t(lang, 'codeTooSoon', { s: SMS_RESEND_INTERVAL_S - (now - last.created_at) }));
  }
  const today = await db
    .selectFrom('sms_codes')
    .select(sql<number>`count(*)`.as('n'))
    .where('mobile', '=', mobile)
    .where('created_at', '>', now - 86400)
    .executeTakeFirstOrThrow();
  if (Number(today.n) >= SMS_DAILY_LIMIT_PER_MOBILE) throw locked(t(lang, 'codeDailyLimit'));

  const code = newSmsCode();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('sms_codes')
      .values({
        mobile,
        scene,
        code_hash: codeHash(mobile, scene, code),
        expires_at: now + SMS_CODE_TTL_S,
        used_at: null,
        created_at: now,
      })
      .execute();
    await app.sms.send(
      tx,
      mobile,
      `【${app.config.appTitle}】验证码 ${code}，${SMS_CODE_TTL_S / 60}分钟内有效，请勿泄露。`,
      now,
    );
  });
}

/**
 * Checks a code and counts a wrong try. Returns the code's id; the action it authorises then
 * calls `consumeCode` inside its own transaction, so a code authorises one action only.
 * (Never call this inside a transaction: on SQLite the wrong-try count would wait for it.)
 */
export async function verifyCode(
  app: AppContext,
  lang: Lang,
  mobile: string,
  scene: SmsScene,
  code: string,
): Promise<number> {
  const { db } = app.database;
  const now = app.clock.now();
  const row = await db
    .selectFrom('sms_codes')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('scene', '=', scene)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now) throw invalid(t(lang, 'codeExpired'));
  if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) throw locked(t(lang, 'codeTooMany'));
  if (row.code_hash !== codeHash(mobile, scene, code)) {
    await db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    throw invalid(t(lang, 'codeWrong'));
  }
  return row.id;
}

/** Marks a verified code used; false when another request used it first. */
export async function consumeCode(db: Executor, id: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('sms_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
