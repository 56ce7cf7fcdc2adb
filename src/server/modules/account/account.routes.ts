/**
 * Account routes (docs/api-wallet-account.md "Account, social login, invitations, loans"):
 * seller-side rights, changing the mobile number, and cancelling the account.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bindMobileInput,
  cancelAccountInput,
  type CancelCheck,
  type SellerAccess,
} from '../../../shared/contract';
import { EVENTS, userRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { t } from '../../messages';
import { invalid, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { disconnectSessions, revokeSessionRows } from '../../lib/sessions';
import { consumeCode, verifyCode } from '../auth/sms.service';
import * as users from '../user/user.repository';
import { anonymise, cancelCheck } from './account.service';

export const USER_RIGHTS = ['shop_owner', 'live_manager', 'agent', 'seller'] as const;

export function accountRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/get_seller_access',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }): Promise<SellerAccess> => {
      const rows = await db
        .selectFrom('user_rights')
        .select('right')
        .where('user_id', '=', user.id)
        .execute();
      const has = new Set(rows.map((r) => r.right));
      return {
        shop_owner: has.has('shop_owner'),
        live_manager: has.has('live_manager'),
        agent: has.has('agent'),
        seller: has.has('seller'),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/bind_mobile',
    auth: 'required',
    input: bindMobileInput,
    handler: async ({ input, user, lang }) => {
      const me = await users.findById(db, user.id);
      if (!me) throw invalid(t(lang, 'loginRequired'));
      if (me.mobile === input.mobile) throw invalid(t(lang, 'account.mobileSame'));
      if (await users.findByMobile(db, input.mobile)) throw invalid(t(lang, 'mobileTaken'));
      const codeId = await verifyCode(app, lang, input.mobile, 'bind', input.code);
      const now = app.clock.now();
      let revoked: number[] = [];
      try {
        await db.transaction().execute(async (tx) => {
          if (!(await consumeCode(tx, codeId, now))) throw invalid(t(lang, 'codeExpired'));
          if (await users.findByMobile(tx, input.mobile)) throw invalid(t(lang, 'mobileTaken'));
          await tx
            .updateTable('users')
            .set({ mobile: input.mobile })
            .where('id', '=', user.id)
            .execute();
          // Whoever was logged in with the old number elsewhere is logged out; this session stays.
          revoked = await revokeSessionRows(
            tx,
            'user',
            { ownerId: user.id, exceptTokenId: user.tokenId },
            now,
          );
        });
      } catch (err) {
        // the unique index on mobile settles a race with a registration
        if (isUniqueViolation(err)) throw invalid(t(lang, 'mobileTaken'));
        throw err;
      }
      disconnectSessions(app, 'user', revoked, { notify: true });
      const row = await users.findById(db, user.id);
      return ok(row ? users.toUserInfo(row) : null, t(lang, 'account.mobileBound'));
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/cancel_check',
    auth: 'required',
    input: z.object({}),
    handler: ({ user, lang }): Promise<CancelCheck> => cancelCheck(db, user.id, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/cancel_account',
    auth: 'required',
    input: cancelAccountInput,
    handler: async ({ input, user, lang }) => {
      const check = await cancelCheck(db, user.id, lang);
      if (!check.can_cancel)
        throw invalid(`${t(lang, 'account.cancelRefused')}: ${check.reasons[0]}`);
      const me = await users.findById(db, user.id);
      if (!me) throw invalid(t(lang, 'loginRequired'));
      const codeId = await verifyCode(app, lang, me.mobile, 'cancel', input.code);
      const now = app.clock.now();
      const revoked = await db.transaction().execute(async (tx) => {
        if (!(await consumeCode(tx, codeId, now))) throw invalid(t(lang, 'codeExpired'));
        // again inside the transaction: an order placed meanwhile refuses the cancellation
        const again = await cancelCheck(tx, user.id, lang);
        if (!again.can_cancel)
          throw invalid(`${t(lang, 'account.cancelRefused')}: ${again.reasons[0]}`);
        const ids = await anonymise(tx, user.id, now);
        if (!ids) throw invalid(t(lang, 'account.cancelRefused'));
        return ids;
      });
      app.io?.to(userRoom(user.id)).emit(EVENTS.sessionRevoked, { reason: 'revoked' });
      disconnectSessions(app, 'user', revoked);
      return ok(null, t(lang, 'account.cancelled'));
    },
  });
}
