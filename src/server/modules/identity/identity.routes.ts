/**
 * Real-name routes (docs/api-wallet-account.md): `get_id_card` answers masked values only;
 * `check_id_card` verifies once per account and once per identity (rules in identity.service.ts).
 * The photos must be the caller's own private uploads (`/api/upload/private_image`): a public
 * upload would be served to anyone who has its URL.
 */
import type { FastifyInstance } from 'fastify';
import { IDENTITY, type IdCardCheckData } from '../../../shared/contract/account';
import type { AppContext } from '../../context';
import { chinaDateTime } from '../../lib/china-time';
import { t } from '../../messages';
import { closed, invalid, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { ownPrivateUploadPath } from '../upload/upload.repository';
import {
  ID_HASH_PURPOSE,
  findIdCard,
  hasPlausibleBirthDate,
  idHashTaken,
  normaliseIdCard,
  recordIdCard,
} from './identity.service';

export function identityRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: IDENTITY.get,
    auth: 'required',
    handler: async ({ user }) => {
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
    route: IDENTITY.check,
    auth: 'required',
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
      if (await idHashTaken(db, idHash)) throw invalid(t(lang, 'idCardTaken'));
      await recordIdCard(app, lang, user.id, { name: input.name, id18, idHash, front, back, now });
      return ok<IdCardCheckData>({ verified: true }, t(lang, 'realNameVerified'));
    },
  });
}
