/**
 * Invitations: the caller's invite code with its registration link, and the users who
 * registered with it (masked).
 */
import type { FastifyInstance } from 'fastify';
import { INVITE } from '../../../shared/contract/account';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { inviteCodeOf, invitedUserPage } from './invite.repository';

/** The h5 registration page with the code filled in (relative: the app's own origin). */
export const inviteUrl = (code: string): string =>
  `/h5/#/pages/login/register?invite=${encodeURIComponent(code)}`;

export function inviteRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: INVITE.code,
    auth: 'required',
    handler: async ({ user, lang }) => {
      const code = await inviteCodeOf(db, user.id);
      if (code === undefined) throw invalid(t(lang, 'loginRequired'));
      return { invite_code: code, invite_url: inviteUrl(code) };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: INVITE.users,
    auth: 'required',
    handler: ({ input, user, lang }) => invitedUserPage(db, user.id, input, lang),
  });
}
