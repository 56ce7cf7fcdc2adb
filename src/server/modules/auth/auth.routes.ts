/**
 * Consumer sign-up and sign-in (docs/api-auth.md): SMS codes, register, password login,
 * password reset, logout. Per-IP limits (AUTH_RATE_LIMIT) on every route; the password login is
 * also throttled per mobile (login-throttle.ts), and sending a code answers alike whether or not
 * the mobile has an account (sms.service.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  loginInput,
  registerInput,
  retrievePasswordInput,
  sendCodeInput,
  validateCodeInput,
  type LoginData,
} from '../../../shared/contract';
import { EVENTS, userRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { t, type Lang } from '../../messages';
import { appRateLimiter } from '../../lib/rate-limit';
import { closed, invalid, locked, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { disconnectSessions, revokeSessionRows, revokeSessions } from '../../lib/sessions';
import * as users from '../user/user.repository';
import { reserveLoginAttempt } from './login-throttle';
import { consumeCode, sendCode, verifyCode } from './sms.service';

// A dummy hash so a login for an unknown mobile costs the same time as a wrong password.
const DUMMY_HASH = hashPassword('timing-equaliser');

function device(req: FastifyRequest): string {
  const ua = req.headers['user-agent'];
  return typeof ua === 'string' ? ua : '';
}

export function authRoutes(fastify: FastifyInstance, app: AppContext): void {
  const limiter = appRateLimiter(app, 'ip', app.config.authRateLimit, 60_000);
  const limit = async (req: FastifyRequest, lang: Lang, scope: string): Promise<void> => {
    if (!(await limiter.hit(`${scope}:${req.ip}`))) throw locked(t(lang, 'tooManyRequests'));
  };

  async function session(userId: number, req: FastifyRequest): Promise<LoginData> {
    const { db } = app.database;
    const token = await users.createSession(
      db,
      'user_tokens',
      userId,
      device(req),
      app.clock.now(),
    );
    const user = await users.findById(db, userId);
    if (!user) throw new Error('user vanished');
    return { token, user_id: userId, user_info: users.toUserInfo(user) };
  }

  consumerRoute(fastify, app, {
    method: ['POST', 'GET'],
    url: '/api/mobile/send_verification_codes',
    auth: 'none',
    input: sendCodeInput,
    handler: async ({ input, req, lang }) => {
      await limit(req, lang, 'sms');
      await sendCode(app, lang, input.mobile, input.type);
      return ok(null, t(lang, 'codeSent'));
    },
  });

  consumerRoute(fastify, app, {
    method: ['POST', 'GET'],
    url: '/api/code/validate_of_mobile_and_code',
    auth: 'none',
    input: validateCodeInput,
    handler: async ({ input, req, lang }) => {
      await limit(req, lang, 'code');
      // Checks without using the code up: the action that follows consumes it.
      await verifyCode(app, lang, input.mobile, input.type, input.code);
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/register',
    auth: 'none',
    input: registerInput,
    handler: async ({ input, req, lang }) => {
      await limit(req, lang, 'auth');
      const { db } = app.database;
      if (await users.findByMobile(db, input.mobile)) throw invalid(t(lang, 'mobileTaken'));
      const codeId = await verifyCode(app, lang, input.mobile, 'register', input.code);
      const inviter = input.invite_code
        ? await db
            .selectFrom('users')
            .select('id')
            .where('invite_code', '=', input.invite_code.toUpperCase())
            .executeTakeFirst()
        : undefined;
      const passwordHash = await hashPassword(input.password);
      const now = app.clock.now();
      const userId = await db.transaction().execute(async (tx) => {
        if (!(await consumeCode(tx, codeId, now))) throw invalid(t(lang, 'codeExpired'));
        // The unique index on mobile settles a race between two registrations.
        if (await users.findByMobile(tx, input.mobile)) throw invalid(t(lang, 'mobileTaken'));
        return users.create(tx, {
          mobile: input.mobile,
          password_hash: passwordHash,
          inviter_id: inviter?.id ?? null,
          now,
        });
      });
      return ok(await session(userId, req), t(lang, 'registered'));
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/login',
    auth: 'none',
    input: loginInput,
    handler: async ({ input, req, lang }) => {
      await limit(req, lang, 'auth');
      // Per mobile, known or not, before the slow hash (login-throttle.ts).
      const attempt = await reserveLoginAttempt(app, lang, 'user', input.mobile);
      const user = await users.findByMobile(app.database.db, input.mobile);
      const good = await verifyPassword(input.password, user?.password_hash ?? (await DUMMY_HASH));
      if (!user || !good) throw await attempt.failed(invalid(t(lang, 'wrongPassword')));
      await attempt.succeeded();
      if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
      return ok(await session(user.id, req), t(lang, 'loggedIn'));
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/retrieve_password',
    auth: 'none',
    input: retrievePasswordInput,
    handler: async ({ input, req, lang }) => {
      await limit(req, lang, 'auth');
      const { db } = app.database;
      const user = await users.findByMobile(db, input.mobile);
      if (!user) throw invalid(t(lang, 'mobileUnknown'));
      const codeId = await verifyCode(app, lang, input.mobile, 'retrieve', input.code);
      const passwordHash = await hashPassword(input.password);
      const now = app.clock.now();
      const revoked = await db.transaction().execute(async (tx) => {
        if (!(await consumeCode(tx, codeId, now))) throw invalid(t(lang, 'codeExpired'));
        await tx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', user.id)
          .execute();
        // A reset password ends every session: whoever knew the old one is logged out.
        return revokeSessionRows(tx, 'user', { ownerId: user.id }, now);
      });
      app.io?.to(userRoom(user.id)).emit(EVENTS.sessionRevoked, { reason: 'revoked' });
      disconnectSessions(app, 'user', revoked);
      return ok(null, t(lang, 'passwordReset'));
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/logout',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user, lang }) => {
      await revokeSessions(app, 'user', { tokenId: user.tokenId });
      return ok(null, t(lang, 'loggedOut'));
    },
  });
}
