/** Invitations: the user's invite code and the users who registered with it (users.inviter_id). */
import { sql } from 'kysely';
import type { InvitedUser, ListData } from '../../../shared/contract';
import type { Executor } from '../../db';
import { maskMobile } from '../../lib/crypto';
import { t, type Lang } from '../../messages';
import { USER_CANCELLED } from '../account/account.service';

/** The user's invite code; undefined when there is no such user. */
export async function inviteCodeOf(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('invite_code')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.invite_code;
}

/** The users the user invited, newest first, masked (a cancelled account shows no number). */
export async function invitedUserPage(
  db: Executor,
  userId: number,
  q: { page: number; limit: number },
  lang: Lang,
): Promise<ListData<InvitedUser>> {
  const base = db.selectFrom('users').where('inviter_id', '=', userId);
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    base
      .select(['id', 'mobile', 'nickname', 'avatar', 'status', 'created_at'])
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
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
    page: q.page,
    limit: q.limit,
  };
}
