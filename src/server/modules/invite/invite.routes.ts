/**
 * Invitations: the caller's invite code with its registration link, and the users who
 * registered with it (masked).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  paging,
  type InviteCodeData,
  type InvitedUser,
  type ListData,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import { maskMobile } from '../../lib/crypto';
import { t } from '../../messages';
import { invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { USER_CANCELLED } from '../account/account.service';

/** The h5 registration page with the code filled in (relative: the app's own origin). */
export const inviteUrl = (code: string): string =>
  `/h5/#/pages/login/register?invite=${encodeURIComponent(code)}`;

export function inviteRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/get_invite_code',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user, lang }): Promise<InviteCodeData> => {
      const row = await db
        .selectFrom('users')
        .select('invite_code')
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw invalid(t(lang, 'loginRequired'));
      return { invite_code: row.invite_code, invite_url: inviteUrl(row.invite_code) };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/get_invite_user_list',
    auth: 'required',
    input: z.object(paging),
    handler: async ({ input, user, lang }): Promise<ListData<InvitedUser>> => {
      const base = db.selectFrom('users').where('inviter_id', '=', user.id);
      const [count, rows] = await Promise.all([
        base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
        base
          .select(['id', 'mobile', 'nickname', 'avatar', 'status', 'created_at'])
          .orderBy('id', 'desc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
      ]);
      return {
        list: rows.map((r) =>
          r.status === USER_CANCELLED
            ? {
                mobile: '',
                nickname: t(lang, 'account.cancelledNickname'),
                avatar: '',
                registered_at: r.created_at,
              }
            : {
                mobile: maskMobile(r.mobile),
                nickname: r.nickname || `用户${r.mobile.slice(-4)}`,
                avatar: r.avatar,
                registered_at: r.created_at,
              },
        ),
        total: Number(count?.n ?? 0),
        page: input.page,
        limit: input.limit,
      };
    },
  });
}
