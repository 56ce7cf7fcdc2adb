/**
 * Delivery addresses: `/api/user/get_user_address`, `/api/user/edit_address`,
 * `/api/user/del_address`. Decisions: at most 20 addresses per user; exactly one default when
 * the user has any (the first address becomes the default, setting a default clears the others
 * in the same transaction, deleting the default promotes the newest remaining one) — the rules
 * of address.service.ts, shared with the merchant's addresses.
 */
import type { FastifyInstance } from 'fastify';
import { ADDRESS } from '../../../shared/contract/user';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { forbidden, invalid, locked } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { placeAddress } from './address-location';
import { findAddress } from './address.repository';
import {
  deleteOwnedAddress,
  listOwnedAddresses,
  MAX_ADDRESSES,
  saveOwnedAddress,
  toAddressView,
  type AddressOwner,
} from './address.service';

export { MAX_ADDRESSES, toAddressView, type AddressView } from './address.service';

const ownerOf = (userId: number): AddressOwner => ({
  table: 'user_addresses',
  column: 'user_id',
  id: userId,
});

export function addressRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: ADDRESS.list,
    auth: 'required',
    handler: async ({ user }) => ({
      list: (await listOwnedAddresses(db, ownerOf(user.id))).map(toAddressView),
    }),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: ADDRESS.edit,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      // issue 19, brief B: region checked against China's list, the address placed on the map
      const point = await placeAddress(app, input);
      const saved = await saveOwnedAddress(
        db,
        ownerOf(user.id),
        input,
        app.clock.now(),
        {
          notYours: () => forbidden(t(lang, 'addressNotYours')),
          limit: () => locked(t(lang, 'addressLimit', { n: MAX_ADDRESSES })),
          region: (field) => invalid(`${field}: ${t(lang, `address.${field}Unknown`)}`),
        },
        point,
      );
      const row = await findAddress(db, user.id, saved);
      return row ? toAddressView(row) : null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: ADDRESS.del,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      await deleteOwnedAddress(db, ownerOf(user.id), input.id, () =>
        forbidden(t(lang, 'addressNotYours')),
      );
      return null;
    },
  });
}
