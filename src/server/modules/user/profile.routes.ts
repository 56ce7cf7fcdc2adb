/**
 * `POST /api/user/update_user_info` (docs/api-wallet-account.md): nickname and/or avatar; answers
 * the updated UserInfo. Decisions: the nickname is 1–20 characters after trimming, without
 * control characters or angle brackets; the avatar must be one of the caller's own uploads
 * (`/api/upload/image`), or the current avatar unchanged. Sending neither changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { UserInfo } from '../../../shared/contract';
import { USER } from '../../../shared/contract/user';
import type { AppContext } from '../../context';
import { t, tDetail } from '../../messages';
import { closed, invalid, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { ownUploadPath } from '../upload/upload.repository';
import { findById, toUserInfo, updateProfile } from './user.repository';

export function profileRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'POST',
    route: USER.updateUserInfo,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
      const current = await findById(db, user.id);
      if (!current) throw new Error('user vanished');
      const changes: { nickname?: string; avatar?: string } = {};
      if (input.nickname !== undefined) changes.nickname = input.nickname;
      if (input.avatar !== undefined && input.avatar !== current.avatar) {
        const own = await ownUploadPath(db, app.storage, user.id, input.avatar);
        if (!own) throw invalid(`avatar: ${tDetail(lang, 'invalid')}`);
        changes.avatar = own;
      }
      if (Object.keys(changes).length > 0) {
        await updateProfile(db, user.id, changes);
      }
      const row = await findById(db, user.id);
      return ok<UserInfo | null>(row ? toUserInfo(row) : null, t(lang, 'saved'));
    },
  });
}
