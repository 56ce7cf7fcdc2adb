/**
 * The rules and transactions of registration and password reset (auth.routes.ts): the code is
 * checked first and used up in the same transaction as the change it allows.
 */
import { EVENTS, userRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/crypto';
import { t, type Lang } from '../../messages';
import { invalid } from '../../lib/reply';
import { disconnectSessions, revokeSessionRows } from '../../lib/sessions';
import * as users from '../user/user.repository';
import { consumeCode, verifyCode } from './sms.service';
import { recordConsent, type Accepted } from '../consent/consent.service';

/** Creates the account; answers the new user's id. */
export async function registerUser(
  app: AppContext,
  lang: Lang,
  input: { mobile: string; password: string; code: string; invite_code?: string | undefined },
  accepted: Accepted,
): Promise<number> {
  const { db } = app.database;
  if (await users.findByMobile(db, input.mobile)) throw invalid(t(lang, 'mobileTaken'));
  const codeId = await verifyCode(app, lang, input.mobile, 'register', input.code);
  const inviter = input.invite_code
    ? await users.findByInviteCode(db, input.invite_code.toUpperCase())
    : undefined;
  const passwordHash = await hashPassword(input.password);
  const now = app.clock.now();
  return db.transaction().execute(async (tx) => {
    if (!(await consumeCode(tx, codeId, now))) throw invalid(t(lang, 'codeExpired'));
    // The unique index on mobile settles a race between two registrations.
    if (await users.findByMobile(tx, input.mobile)) throw invalid(t(lang, 'mobileTaken'));
    const id = await users.create(tx, {
      mobile: input.mobile,
      password_hash: passwordHash,
      inviter_id: inviter?.id ?? null,
      now,
    });
    await recordConsent(tx, id, 'register', accepted, now); // issue 19 part E
    return id;
  });
}

/** Sets a new password with an SMS code; every session of the account ends. */
export async function resetPassword(
  app: AppContext,
  lang: Lang,
  input: { mobile: string; password: string; code: string },
): Promise<void> {
  const { db } = app.database;
  const user = await users.findByMobile(db, input.mobile);
  if (!user) throw invalid(t(lang, 'mobileUnknown'));
  const codeId = await verifyCode(app, lang, input.mobile, 'retrieve', input.code);
  const passwordHash = await hashPassword(input.password);
  const now = app.clock.now();
  const revoked = await db.transaction().execute(async (tx) => {
    if (!(await consumeCode(tx, codeId, now))) throw invalid(t(lang, 'codeExpired'));
    await users.setPasswordHash(tx, user.id, passwordHash);
    // A reset password ends every session: whoever knew the old one is logged out.
    return revokeSessionRows(tx, 'user', { ownerId: user.id }, now);
  });
  app.io?.to(userRoom(user.id)).emit(EVENTS.sessionRevoked, { reason: 'revoked' });
  disconnectSessions(app, 'user', revoked);
}
