/**
 * Verification codes: six digits, stored hashed, valid SMS_CODE_TTL_S seconds, single use,
 * at most SMS_CODE_MAX_ATTEMPTS wrong tries, one send per SMS_RESEND_INTERVAL_S and at most
 * SMS_DAILY_LIMIT_PER_MOBILE per mobile and day (product decisions, see shared/constants).
 *
 * Sending never tells whether a mobile has an account (docs/api-auth.md): the answer is the same
 * for every scene and number. Only the SMS differs: `register` for a registered number gets a
 * notice that it already has an account, `retrieve` / `login` for an unknown number a notice
 * that it has none, `pay_password` for an unknown number nothing; none of them a code. Every
 * send still stores an `sms_codes` row (with a hash no code matches), so the per-mobile limits
 * and later code checks answer alike. The following step refuses clearly (register: 该手机号已注册,
 * retrieve_password: 该手机号未注册).
 */
import { sql } from 'kysely';
import {
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_S,
  SMS_DAILY_LIMIT_PER_MOBILE,
  SMS_RESEND_INTERVAL_S,
} from '../../../shared/constants';
import type { SmsScene } from '../../../shared/contract/auth';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { newSmsCode, newToken, sha256 } from '../../lib/crypto';
import { t, type Lang } from '../../messages';
import { invalid, locked } from '../../lib/reply';
import { SmsRefused, codeParams, type SmsMessage } from '../../providers/sms';

const codeHash = (mobile: string, scene: string, code: string): string =>
  sha256(`${mobile}:${scene}:${code}`);

export async function sendCode(
  app: AppContext,
  lang: Lang,
  mobile: string,
  scene: SmsScene,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  const { db } = app.database;
  const now = app.clock.now();

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

  const exists = await db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  const sms = smsFor(scene, Boolean(exists));
  const code = newSmsCode();
  const msg: SmsMessage | null =
    sms === 'code'
      ? { mobile, template: scene, params: codeParams(code) }
      : sms === 'registered'
        ? { mobile, template: 'notice_registered', params: [] }
        : sms === 'unregistered'
          ? { mobile, template: 'notice_unregistered', params: [] }
          : null;
  // The provider first, the row after: a code counts as sent (and the limits above advance)
  // only once the provider accepted it, so a failed send leaves the database as it was and
  // spends nothing. The provider retries on its own (bounded); no transaction is held open
  // meanwhile. The outbox writes its row here too (one local insert).
  if (msg) {
    try {
      await app.sms.send(db, msg, now);
    } catch (err) {
      if (!(err instanceof SmsRefused)) throw err;
      log?.warn({ provider: app.sms.name, reason: err.reason }, 'sms: send refused');
      throw locked(t(lang, 'smsSendFailed'));
    }
  }
  // A row for every send, code or not: the limits above count it, and a code checked against
  // a row without a code is simply wrong (the same answers as for a real code).
  await db
    .insertInto('sms_codes')
    .values({
      mobile,
      scene,
      code_hash: sms === 'code' ? codeHash(mobile, scene, code) : sha256(newToken()),
      expires_at: now + SMS_CODE_TTL_S,
      used_at: null,
      created_at: now,
    })
    .execute();
}

/**
 * What a send puts in the SMS: the code, or (when the scene cannot apply to this number) a
 * notice without a code, or nothing. The HTTP answer is the same in every case.
 */
function smsFor(
  scene: SmsScene,
  exists: boolean,
): 'code' | 'registered' | 'unregistered' | 'nothing' {
  if (scene === 'register' && exists) return 'registered';
  if ((scene === 'retrieve' || scene === 'login') && !exists) return 'unregistered';
  // A pay-password code is only for a logged-in account's own mobile: a stranger gets nothing.
  if (scene === 'pay_password' && !exists) return 'nothing';
  return 'code';
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
