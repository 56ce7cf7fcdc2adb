/**
 * Merchant cabinet (guishang) session routes: bearer merchant token, HTTP 401/422 on errors. The login is
 * throttled per account (auth/login-throttle.ts): HTTP 423 naming the wait in minutes.
 */
import type { FastifyInstance } from 'fastify';
import { CABINET } from '../../../shared/contract/cabinet';
import type { AppContext } from '../../context';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { t } from '../../messages';
import { appRateLimiter } from '../../lib/rate-limit';
import { EnvelopeReply, invalid, locked } from '../../lib/reply';
import { merchantRoute } from '../../lib/route';
import { revokeSessions } from '../../lib/sessions';
import { reserveLoginAttempt } from '../auth/login-throttle';
import { createSession } from '../user/user.repository';
import { cabinetSummaries, findMerchantByAccount } from './cabinet.repository';
import { courierLogin, sessionUser } from './courier.service';

const DUMMY_HASH = hashPassword('timing-equaliser');

export function merchantAuthRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  const limiter = appRateLimiter(app, 'ip', app.config.authRateLimit, 60_000);

  merchantRoute(fastify, app, {
    method: 'POST',
    // terminal_id: the kiosk's own id (core/kiosk/terminal.ts); the session only works with the
    // same id in X-Terminal-Id and the socket handshake (lib/auth.ts, docs/security.md)
    route: CABINET.login,
    auth: 'none',
    handler: async ({ input, req, lang }) => {
      if (!(await limiter.hit(`mlogin:${req.ip}`))) throw locked(t(lang, 'tooManyRequests'));
      // Per account, known or not, before the slow hash (auth/login-throttle.ts): HTTP 423.
      const attempt = await reserveLoginAttempt(app, lang, 'merchant', input.account);
      const m = await findMerchantByAccount(db, input.account);
      if (!m) {
        // a courier's account logs the courier in (issue 18); accounts are unique across both
        const courier = await courierLogin(
          app,
          input.account,
          input.password,
          input.device_name ?? '',
          input.terminal_id ?? '',
        );
        if (!courier) {
          await verifyPassword(input.password, await DUMMY_HASH);
          throw await attempt.failed(invalid(t(lang, 'merchantWrongPassword')));
        }
        await attempt.succeeded();
        return new EnvelopeReply(
          1,
          { token: courier.token, merchant: await sessionUser(db, courier.merchant) },
          t(lang, 'loggedIn'),
        );
      }
      const good = await verifyPassword(input.password, m.password_hash);
      if (!good || m.status !== 0) {
        throw await attempt.failed(invalid(t(lang, 'merchantWrongPassword')));
      }
      await attempt.succeeded();
      const token = await createSession(
        db,
        'merchant_tokens',
        m.id,
        input.device_name ?? '',
        app.clock.now(),
        input.terminal_id ?? '',
      );
      return new EnvelopeReply(
        1,
        { token, merchant: await sessionUser(db, { id: m.id, courierId: null }) },
        t(lang, 'loggedIn'),
      );
    },
  });

  merchantRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: CABINET.info,
    auth: 'courier',
    // spec section 7: the client stores the merchant user from `data.data` (with the role)
    handler: async ({ merchant }) => ({ data: await sessionUser(db, merchant) }),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET.logout,
    auth: 'courier',
    handler: async ({ merchant }) => {
      await revokeSessions(app, 'merchant', { tokenId: merchant.tokenId });
      return null;
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET.list,
    auth: 'required',
    handler: async ({ merchant }) => ({ list: await cabinetSummaries(db, merchant.id) }),
  });
}
