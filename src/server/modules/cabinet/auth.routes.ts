/**
 * Merchant cabinet (guishang) session routes: bearer merchant token, HTTP 401/422 on errors. The login is
 * throttled per account (auth/login-throttle.ts): HTTP 423 naming the wait in minutes.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { merchantInfoInput, merchantLoginInput, type MerchantUser } from '../../../shared/contract';
import type { AppContext } from '../../context';
import { TERMINAL_ID } from '../../lib/auth';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { t } from '../../messages';
import { appRateLimiter } from '../../lib/rate-limit';
import { EnvelopeReply, invalid, locked } from '../../lib/reply';
import { merchantRoute } from '../../lib/route';
import { revokeSessions } from '../../lib/sessions';
import { reserveLoginAttempt } from '../auth/login-throttle';
import { createSession } from '../user/user.repository';

const DUMMY_HASH = hashPassword('timing-equaliser');

export function merchantAuthRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  const limiter = appRateLimiter(app, 'ip', app.config.authRateLimit, 60_000);

  async function merchantUser(id: number): Promise<MerchantUser | null> {
    const m = await db
      .selectFrom('merchants')
      .select(['id', 'account', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!m) return null;
    const c = await db
      .selectFrom('cabinets')
      .select(sql<number>`count(*)`.as('n'))
      .where('merchant_id', '=', id)
      .executeTakeFirst();
    return {
      merchant_id: m.id,
      account: m.account,
      name: m.name,
      cabinet_count: Number(c?.n ?? 0),
    };
  }

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/login',
    auth: 'none',
    // terminal_id: the kiosk's own id (core/kiosk/terminal.ts); the session only works with the
    // same id in X-Terminal-Id and the socket handshake (lib/auth.ts, docs/security.md)
    input: merchantLoginInput.extend({
      device_name: z.string().max(100).optional(),
      terminal_id: z.string().regex(TERMINAL_ID, 'invalid').optional(),
    }),
    handler: async ({ input, req, lang }) => {
      if (!(await limiter.hit(`mlogin:${req.ip}`))) throw locked(t(lang, 'tooManyRequests'));
      // Per account, known or not, before the slow hash (auth/login-throttle.ts): HTTP 423.
      const attempt = await reserveLoginAttempt(app, lang, 'merchant', input.account);
      const m = await db
        .selectFrom('merchants')
        .selectAll()
        .where('account', '=', input.account)
        .executeTakeFirst();
      const good = await verifyPassword(input.password, m?.password_hash ?? (await DUMMY_HASH));
      if (!m || !good || m.status !== 0) {
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
        { token, merchant: await merchantUser(m.id) },
        t(lang, 'loggedIn'),
      );
    },
  });

  merchantRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/admin/info',
    auth: 'required',
    input: merchantInfoInput,
    // spec section 7: the client stores the merchant user from `data.data`.
    handler: async ({ merchant }) => ({ data: await merchantUser(merchant.id) }),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/logout',
    auth: 'required',
    input: z.object({}),
    handler: async ({ merchant }) => {
      await revokeSessions(app, 'merchant', { tokenId: merchant.tokenId });
      return null;
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/cabinet/list',
    auth: 'required',
    input: z.object({}),
    handler: async ({ merchant }) => {
      const list = await db
        .selectFrom('cabinets as c')
        .select([
          'c.id',
          'c.code',
          'c.name',
          'c.address',
          'c.status',
          sql<number>`(select count(*) from stock_locations l where l.cabinet_id = c.id)`.as(
            'slots',
          ),
          sql<number>`(select coalesce(sum(s.quantity), 0) from stock s inner join stock_locations l on l.id = s.location_id where l.cabinet_id = c.id)`.as(
            'quantity',
          ),
        ])
        .where('c.merchant_id', '=', merchant.id)
        .orderBy('c.id')
        .execute();
      return {
        list: list.map((c) => ({ ...c, slots: Number(c.slots), quantity: Number(c.quantity) })),
      };
    },
  });
}
