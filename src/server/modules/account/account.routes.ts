/**
 * Account routes (docs/api-wallet-account.md "Account, social login, invitations, loans"):
 * seller-side rights, changing the mobile number, and cancelling the account.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT } from '../../../shared/contract/account';
import { EVENTS, userRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { invalid, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { disconnectSessions } from '../../lib/sessions';
import { verifyCode } from '../auth/sms.service';
import * as users from '../user/user.repository';
import { cancelAccount, cancelCheck, changeMobile, sellerAccess } from './account.service';

export const USER_RIGHTS = ['shop_owner', 'live_manager', 'agent', 'seller'] as const;

export function accountRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACCOUNT.sellerAccess,
    auth: 'required',
    handler: ({ user }) => sellerAccess(db, user.id),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: ACCOUNT.bindMobile,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const me = await users.findById(db, user.id);
      if (!me) throw invalid(t(lang, 'loginRequired'));
      if (me.mobile === input.mobile) throw invalid(t(lang, 'account.mobileSame'));
      if (await users.findByMobile(db, input.mobile)) throw invalid(t(lang, 'mobileTaken'));
      const codeId = await verifyCode(app, lang, input.mobile, 'bind', input.code);
      const revoked = await changeMobile(app, lang, user, input.mobile, codeId);
      disconnectSessions(app, 'user', revoked, { notify: true });
      const row = await users.findById(db, user.id);
      return ok(row ? users.toUserInfo(row) : null, t(lang, 'account.mobileBound'));
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ACCOUNT.cancelCheck,
    auth: 'required',
    handler: ({ user, lang }) => cancelCheck(db, user.id, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: ACCOUNT.cancelAccount,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const check = await cancelCheck(db, user.id, lang);
      if (!check.can_cancel)
        throw invalid(`${t(lang, 'account.cancelRefused')}: ${check.reasons[0]}`);
      const me = await users.findById(db, user.id);
      if (!me) throw invalid(t(lang, 'loginRequired'));
      const codeId = await verifyCode(app, lang, me.mobile, 'cancel', input.code);
      const revoked = await cancelAccount(app, lang, user.id, codeId);
      app.io?.to(userRoom(user.id)).emit(EVENTS.sessionRevoked, { reason: 'revoked' });
      disconnectSessions(app, 'user', revoked);
      return ok(null, t(lang, 'account.cancelled'));
    },
  });
}
