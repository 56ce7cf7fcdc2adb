/**
 * Consumer sign-up and sign-in (docs/api-auth.md): SMS codes, register, password login,
 * password reset, logout. Per-IP limits (AUTH_RATE_LIMIT) on every route; the password login is
 * also throttled per mobile (login-throttle.ts), and sending a code answers alike whether or not
 * the mobile has an account (sms.service.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginData } from '../../../shared/contract';
import { AUTH } from '../../../shared/contract/auth';
import type { AppContext } from '../../context';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { t, type Lang } from '../../messages';
import { appRateLimiter } from '../../lib/rate-limit';
import { closed, invalid, locked, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { revokeSessions } from '../../lib/sessions';
import * as users from '../user/user.repository';
import { registerUser, resetPassword } from './auth.service';
import { reserveLoginAttempt } from './login-throttle';
import { sendCode, verifyCode } from './sms.service';
import { recordConsent, requireConsent } from '../consent/consent.service';

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
    route: AUTH.sendCode,
    auth: 'none',
    handler: async ({ input, req, lang }) => {
      await limit(req, lang, 'sms');
      await sendCode(app, lang, input.mobile, input.type, req.log);
      return ok(null, t(lang, 'codeSent'));
    },
  });

  consumerRoute(fastify, app, {
    method: ['POST', 'GET'],
    route: AUTH.validateCode,
    auth: 'none',
    handler: async ({ input, req, lang }) => {
      await limit(req, lang, 'code');
      // Checks without using the code up: the action that follows consumes it.
      await verifyCode(app, lang, input.mobile, input.type, input.code);
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: AUTH.register,
    auth: 'none',
    handler: async ({ input, req, lang }) => {
      await limit(req, lang, 'auth');
      const accepted = await requireConsent(app, lang, input.agreement_version, req);
      const userId = await registerUser(app, lang, input, accepted);
      return ok(await session(userId, req), t(lang, 'registered'));
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: AUTH.login,
    auth: 'none',
    handler: async ({ input, req, lang }) => {
      await limit(req, lang, 'auth');
      // consent first (issue 19 part E): refused without it before anything is counted
      const accepted = await requireConsent(app, lang, input.agreement_version, req);
      // Per mobile, known or not, before the slow hash (login-throttle.ts).
      const attempt = await reserveLoginAttempt(app, lang, 'user', input.mobile);
      const user = await users.findByMobile(app.database.db, input.mobile);
      const good = await verifyPassword(input.password, user?.password_hash ?? (await DUMMY_HASH));
      if (!user || !good) throw await attempt.failed(invalid(t(lang, 'wrongPassword')));
      await attempt.succeeded();
      if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
      await recordConsent(app.database.db, user.id, 'login', accepted, app.clock.now());
      return ok(await session(user.id, req), t(lang, 'loggedIn'));
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: AUTH.retrievePassword,
    auth: 'none',
    handler: async ({ input, req, lang }) => {
      await limit(req, lang, 'auth');
      await resetPassword(app, lang, input);
      return ok(null, t(lang, 'passwordReset'));
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: AUTH.logout,
    auth: 'required',
    restrictedAllowed: true, // issue 20, part users: a restricted account can still log out
    handler: async ({ user, lang }) => {
      await revokeSessions(app, 'user', { tokenId: user.tokenId });
      return ok(null, t(lang, 'loggedOut'));
    },
  });
}
