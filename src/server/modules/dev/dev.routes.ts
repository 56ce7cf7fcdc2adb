/**
 * Sandbox and test helpers:
 * - GET  /__dev/sms-outbox?mobile=  the SMS outbox of the outbox SMS provider: registered only
 *   in demo mode (and development); a production deployment naming SMS_PROVIDER=outbox keeps
 *   the codes in the table only, never on a public page
 * - POST /__test/clock {advance|reset} moves the server clock (test only)
 * - POST /__test/revoke {mobile} revokes every session of a user and tells its open apps over
 *   the socket, as a password reset does (test only)
 * - POST /__test/credit {mobile, account, amount} moves an account through the wallet service,
 *   with a ledger row (test only; alias /__test/wallet/credit)
 * - POST /__test/operator {role} a new operator of the role with a live session (test only)
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { intIn, mobile, WALLET_ACCOUNTS } from '../../../shared/contract';
import { OPS_SESSION_MAX_S } from '../../../shared/constants';
import { OPS_ROLES } from '../../../shared/rules/ops-permissions';
import { hashPassword } from '../../lib/crypto';
import { TOTP_SECRET_CONTEXT } from '../ops/ops-auth.service';
import { insertOperatorSession } from '../ops/ops.repository';
import { DEMO_TOTP_SECRET } from '../../seed/seed-operators';
import { EVENTS, userRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import { requestInput } from '../../lib/route';
import { disconnectSessions, revokeSessionRows } from '../../lib/sessions';
import { move } from '../wallet/wallet.service';

export function devRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  const { config } = app;
  if (config.smsProvider === 'outbox' && (config.demo || config.env !== 'production'))
    fastify.get('/__dev/sms-outbox', async (req) => {
      const q = z.object({ mobile: mobile.optional() }).safeParse(req.query);
      let query = db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(50);
      if (q.success && q.data.mobile) query = query.where('mobile', '=', q.data.mobile);
      const list = await query.execute();
      return {
        code: 200,
        message: '',
        data: {
          list: list.map((m) => ({ ...m, code: /\b(\d{6})\b/.exec(m.content)?.[1] ?? null })),
        },
      };
    });

  if (app.config.env !== 'test') return;

  fastify.post('/__test/clock', async (req) => {
    const input = z
      .object({ advance: z.coerce.number().int().optional(), reset: z.coerce.boolean().optional() })
      .parse(requestInput(req));
    if (input.reset) app.clock.reset();
    if (input.advance) app.clock.advance(input.advance);
    return Promise.resolve({ code: 200, message: '', data: { now: app.clock.now() } });
  });

  fastify.post('/__test/revoke', async (req) => {
    const input = z.object({ mobile }).parse(requestInput(req));
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', input.mobile)
      .executeTakeFirst();
    if (user) {
      const revoked = await revokeSessionRows(db, 'user', { ownerId: user.id }, app.clock.now());
      // as the real revocations (password reset, account closure) do: open apps hear it, then
      // the revoked sessions' sockets are disconnected
      app.io?.to(userRoom(user.id)).emit(EVENTS.sessionRevoked, { reason: 'revoked' });
      disconnectSessions(app, 'user', revoked);
    }
    return { code: 200, message: '', data: { revoked: Boolean(user) } };
  });

  // Credits (or, negative, debits) an account through the wallet service, with its ledger row:
  // journeys need reward money to withdraw. `/__test/wallet/credit` is the same route.
  const creditInput = z.object({
    mobile,
    account: z.enum(WALLET_ACCOUNTS),
    amount: intIn(-1_000_000_000, 1_000_000_000).refine((n) => n !== 0, 'must not be 0'),
  });
  for (const url of ['/__test/credit', '/__test/wallet/credit']) {
    fastify.post(url, async (req) => {
      const parsed = creditInput.safeParse(requestInput(req));
      if (!parsed.success) return { code: 422, message: parsed.error.message, data: null };
      const input = parsed.data;
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', input.mobile)
        .executeTakeFirst();
      if (!user) return { code: 422, message: 'no such user', data: null };
      const now = app.clock.now();
      const result = await db.transaction().execute((tx) =>
        move(tx, {
          userId: user.id,
          account: input.account,
          delta: input.amount,
          reason: 'test_credit',
          ref: 'test',
          idempotencyKey: `test_credit:${randomUUID()}`,
          now,
        }),
      );
      return { code: 200, message: '', data: { after: result.after } };
    });
  }

  // issue 20: a new operator of a role with a live session, for console journeys (a TOTP code
  // counts once per 30 s step, so only one journey signs in through the form). Money roles get
  // TOTP enabled with the demo secret, as if enrolled.
  fastify.post('/__test/operator', async (req) => {
    const parsed = z.object({ role: z.enum(OPS_ROLES) }).safeParse(requestInput(req));
    if (!parsed.success) return { code: 422, message: parsed.error.message, data: null };
    const { role } = parsed.data;
    const now = app.clock.now();
    const username = `e2e${role}${randomUUID().slice(0, 8)}`;
    const row = await db
      .insertInto('operators')
      .values({
        username,
        name: `E2E ${role}`,
        role,
        password_hash: await hashPassword(randomUUID()),
        totp_secret: app.secrets.seal(DEMO_TOTP_SECRET, TOTP_SECRET_CONTEXT),
        totp_pending_secret: null,
        totp_enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await insertOperatorSession(db, {
      operatorId: row.id,
      kind: 'session',
      now,
      expiresAt: now + OPS_SESSION_MAX_S,
      ip: '127.0.0.1',
      userAgent: 'e2e',
    });
    return { code: 200, message: '', data: { id: row.id, username, token } };
  });
}
