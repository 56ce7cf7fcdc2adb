/**
 * Real-name routes (docs/api-wallet-account.md): `get_id_card` answers masked values only;
 * `check_id_card` verifies once per account and once per identity (rules in identity.service.ts).
 * The photos must be the caller's own private uploads (`/api/upload/private_image`): a public
 * upload would be served to anyone who has its URL.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkIdCardInput, type IdCardInfo } from '../../../shared/contract';
import type { AppContext } from '../../context';
import { chinaDateTime } from '../../lib/china-time';
import { isUniqueViolation } from '../../lib/db-errors';
import { t } from '../../messages';
import { closed, invalid, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { ownPrivateUploadPath } from '../upload/upload.repository';
import {
  ID_HASH_PURPOSE,
  ID_NAME_CONTEXT,
  ID_NUMBER_CONTEXT,
  findIdCard,
  hasPlausibleBirthDate,
  maskIdCard,
  maskName,
  normaliseIdCard,
} from './identity.service';

export function identityRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/get_id_card',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }): Promise<IdCardInfo> => {
      const row = await findIdCard(db, user.id);
      return row
        ? {
            verified: true,
            name_masked: row.name_masked,
            id_masked: row.id_masked,
            verified_at: row.verified_at,
          }
        : { verified: false, name_masked: '', id_masked: '', verified_at: 0 };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/check_id_card',
    auth: 'required',
    input: checkIdCardInput,
    handler: async ({ input, user, lang }) => {
      if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
      const now = app.clock.now();
      const id18 = normaliseIdCard(input.id_card);
      if (!hasPlausibleBirthDate(id18, chinaDateTime(now).slice(0, 10))) {
        throw invalid(t(lang, 'idCardInvalid'));
      }
      if (await findIdCard(db, user.id)) throw invalid(t(lang, 'realNameDone'));
      const [front, back] = await Promise.all([
        ownPrivateUploadPath(db, user.id, input.front_image),
        ownPrivateUploadPath(db, user.id, input.back_image),
      ]);
      if (!front || !back) throw invalid(t(lang, 'idImageInvalid'));
      if (front === back) throw invalid(t(lang, 'idImagesSame'));

      const idHash = app.secrets.digest(id18, ID_HASH_PURPOSE);
      const taken = await db
        .selectFrom('id_cards')
        .select('user_id')
        .where('id_hash', '=', idHash)
        .executeTakeFirst();
      if (taken) throw invalid(t(lang, 'idCardTaken'));

      try {
        await db.transaction().execute(async (tx) => {
          await tx
            .insertInto('id_cards')
            .values({
              user_id: user.id,
              name_enc: app.secrets.seal(input.name, ID_NAME_CONTEXT),
              id_enc: app.secrets.seal(id18, ID_NUMBER_CONTEXT),
              id_hash: idHash,
              name_masked: maskName(input.name),
              id_masked: maskIdCard(id18),
              front_image: front,
              back_image: back,
              verified_at: now,
              created_at: now,
            })
            .execute();
          await tx
            .updateTable('users')
            .set({ real_name_verified: 1 })
            .where('id', '=', user.id)
            .execute();
        });
      } catch (err) {
        // A concurrent verification of this account or this identity: the unique index decides.
        if (isUniqueViolation(err)) {
          throw invalid(t(lang, (await findIdCard(db, user.id)) ? 'realNameDone' : 'idCardTaken'));
        }
        throw err;
      }
      return ok({ verified: true }, t(lang, 'realNameVerified'));
    },
  });
}
