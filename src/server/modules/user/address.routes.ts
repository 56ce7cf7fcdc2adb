/**
 * Delivery addresses: `/api/user/get_user_address`, `/api/user/edit_address`,
 * `/api/user/del_address`. Decisions: at most 20 addresses per user; exactly one default when
 * the user has any (the first address becomes the default, setting a default clears the others
 * in the same transaction, deleting the default promotes the newest remaining one) — the rules
 * of address.service.ts, shared with the merchant's addresses.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id, singleLine } from '../../../shared/contract';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { forbidden, locked } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { findAddress } from './address.repository';
import {
  addressFields,
  deleteOwnedAddress,
  listOwnedAddresses,
  MAX_ADDRESSES,
  saveOwnedAddress,
  toAddressView,
  type AddressOwner,
} from './address.service';

export { MAX_ADDRESSES, toAddressView, type AddressView } from './address.service';

const editAddressInput = z.object({
  ...addressFields,
  district: singleLine(20).default(''),
  detail: singleLine(120, 2),
});

const ownerOf = (userId: number): AddressOwner => ({
  table: 'user_addresses',
  column: 'user_id',
  id: userId,
});

export function addressRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/get_user_address',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }) => ({
      list: (await listOwnedAddresses(db, ownerOf(user.id))).map(toAddressView),
    }),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/edit_address',
    auth: 'required',
    input: editAddressInput,
    handler: async ({ input, user, lang }) => {
      const saved = await saveOwnedAddress(db, ownerOf(user.id), input, app.clock.now(), {
        notYours: () => forbidden(t(lang, 'addressNotYours')),
        limit: () => locked(t(lang, 'addressLimit', { n: MAX_ADDRESSES })),
      });
      const row = await findAddress(db, user.id, saved);
      return row ? toAddressView(row) : null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/del_address',
    auth: 'required',
    input: z.object({ id }),
    handler: async ({ input, user, lang }) => {
      await deleteOwnedAddress(db, ownerOf(user.id), input.id, () =>
        forbidden(t(lang, 'addressNotYours')),
      );
      return null;
    },
  });
}
