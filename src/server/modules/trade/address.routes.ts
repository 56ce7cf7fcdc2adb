/**
 * Merchant delivery addresses (purchase orders): list, add/edit, delete. Same rules as the
 * consumer's addresses (user/address.routes.ts): the shared mobile rule, at most 20, exactly one
 * default when there are any (the first becomes the default, setting one clears the others,
 * deleting the default promotes the newest remaining one).
 */
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { id, mobile, optionalId } from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { MerchantAddressesTable } from '../../db/schema';
import { invalid, notFound } from '../../lib/reply';
import { merchantRoute } from '../../lib/route';
import { MAX_ADDRESSES } from '../user/address.routes';
import { tm } from './trade.i18n';

export type MerchantAddressRow = Selectable<MerchantAddressesTable>;

const text = (max: number) => z.string({ error: 'required' }).trim().min(1).max(max);

export function addressView(a: MerchantAddressRow) {
  return {
    id: a.id,
    name: a.name,
    mobile: a.mobile,
    province: a.province,
    city: a.city,
    district: a.district,
    detail: a.detail,
    is_default: a.is_default === 1,
    full: `${a.province}${a.city === a.province ? '' : a.city}${a.district}${a.detail}`,
  };
}
export type MerchantAddressView = ReturnType<typeof addressView>;

export function merchantAddresses(db: Executor, merchantId: number) {
  return db
    .selectFrom('merchant_addresses')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
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
    url: '/api/admin/address/list',
    auth: 'required',
    input: z.object({}),
    handler: async ({ merchant }) => ({
      list: (await merchantAddresses(db, merchant.id)).map(addressView),
    }),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/address/edit',
    auth: 'required',
    input: z.object({
      id: optionalId,
      name: text(20),
      mobile,
      province: text(20),
      city: text(20),
      district: text(20),
      detail: text(100),
      is_default: z.enum(['0', '1']).default('0'),
    }),
    handler: async ({ merchant, input, lang }) => {
      const now = app.clock.now();
      const { id: addressId, is_default: isDefault, ...fields } = input;
      const saved = await db.transaction().execute(async (tx) => {
        const existing = await merchantAddresses(tx, merchant.id);
        if (addressId !== undefined && !existing.some((a) => a.id === addressId)) {
          throw notFound(tm(lang, 'addressNotFound'));
        }
        if (addressId === undefined && existing.length >= MAX_ADDRESSES) {
          throw invalid(tm(lang, 'addressLimit'));
        }
        const current = existing.find((a) => a.id === addressId);
        const makeDefault = isDefault === '1' || existing.length === 0 || current?.is_default === 1;
        if (makeDefault) {
          await tx
            .updateTable('merchant_addresses')
            .set({ is_default: 0 })
            .where('merchant_id', '=', merchant.id)
            .execute();
        }
        if (addressId !== undefined) {
          await tx
            .updateTable('merchant_addresses')
            .set({ ...fields, is_default: makeDefault ? 1 : 0, updated_at: now })
            .where('id', '=', addressId)
            .where('merchant_id', '=', merchant.id)
            .execute();
          return addressId;
        }
        const row = await tx
          .insertInto('merchant_addresses')
          .values({
            ...fields,
            merchant_id: merchant.id,
            is_default: makeDefault ? 1 : 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return { id: saved };
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/address/del',
    auth: 'required',
    input: z.object({ id }),
    handler: async ({ merchant, input, lang }) => {
      await db.transaction().execute(async (tx) => {
        const existing = await merchantAddresses(tx, merchant.id);
        const target = existing.find((a) => a.id === input.id);
        if (!target) throw notFound(tm(lang, 'addressNotFound'));
        await tx
          .deleteFrom('merchant_addresses')
          .where('id', '=', input.id)
          .where('merchant_id', '=', merchant.id)
          .execute();
        const rest = existing.filter((a) => a.id !== input.id);
        if (target.is_default === 1 && rest.length > 0) {
          const newest = rest.reduce((a, b) => (b.updated_at > a.updated_at ? b : a));
          await tx
            .updateTable('merchant_addresses')
            .set({ is_default: 1 })
            .where('id', '=', newest.id)
            .execute();
        }
      });
      return null;
    },
  });
}
