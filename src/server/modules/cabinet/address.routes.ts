/**
 * Merchant delivery addresses (purchase orders): list, add/edit, delete. Same rules as the
 * consumer's addresses (user/address.service.ts): the shared mobile rule, at most 20, exactly one
 * default when there are any (the first becomes the default, setting one clears the others,
 * deleting the default promotes the newest remaining one).
 */
import type { FastifyInstance } from 'fastify';
import { CABINET_PURCHASE } from '../../../shared/contract/cabinet-purchase';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { invalid, notFound } from '../../lib/reply';
import { merchantRoute } from '../../lib/route';
import {
  deleteOwnedAddress,
  listOwnedAddresses,
  saveOwnedAddress,
  toAddressView,
  type AddressOwner,
  type AddressView,
  type OwnedAddressRow,
} from '../user/address.service';
import { t } from '../../messages';

export type MerchantAddressRow = OwnedAddressRow;
export const addressView = toAddressView;
export type MerchantAddressView = AddressView;

const ownerOf = (merchantId: number): AddressOwner => ({
  table: 'merchant_addresses',
  column: 'merchant_id',
  id: merchantId,
});

export function merchantAddresses(db: Executor, merchantId: number) {
  return listOwnedAddresses(db, ownerOf(merchantId));
}

/** The merchant's address `id`, or its default (newest) when no id; undefined when none. */
export async function findMerchantAddress(
  db: Executor,
  merchantId: number,
  addressId: number | undefined,
): Promise<MerchantAddressRow | undefined> {
  const list = await merchantAddresses(db, merchantId);
  return addressId === undefined ? list[0] : list.find((a) => a.id === addressId);
}

export function merchantAddressRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_PURCHASE.addressList,
    auth: 'required',
    handler: async ({ merchant }) => ({
      list: (await merchantAddresses(db, merchant.id)).map(addressView),
    }),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_PURCHASE.addressEdit,
    auth: 'required',
    handler: async ({ merchant, input, lang }) => {
      const saved = await saveOwnedAddress(db, ownerOf(merchant.id), input, app.clock.now(), {
        notYours: () => notFound(t(lang, 'cabinet.addressNotFound')),
        limit: () => invalid(t(lang, 'cabinet.addressLimit')),
        // issue 19, brief B: the region must be in China's region list
        region: (field) => invalid(`${field}: ${t(lang, `address.${field}Unknown`)}`),
      });
      return { id: saved };
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_PURCHASE.addressDel,
    auth: 'required',
    handler: async ({ merchant, input, lang }) => {
      await deleteOwnedAddress(db, ownerOf(merchant.id), input.id, () =>
        notFound(t(lang, 'cabinet.addressNotFound')),
      );
      return null;
    },
  });
}
