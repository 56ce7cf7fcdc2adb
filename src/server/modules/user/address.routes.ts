/**
 * Delivery addresses: `/api/user/get_user_address`, `/api/user/edit_address`,
 * `/api/user/del_address`. Decisions: at most 20 addresses per user; exactly one default when
 * the user has any (the first address becomes the default, setting a default clears the others
 * in the same transaction, deleting the default promotes the newest remaining one).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id, mobile, optionalId } from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { t } from '../../lib/i18n';
import { forbidden, locked } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { findAddress, type AddressRow } from './address.repository';

export const MAX_ADDRESSES = 20;

const text = (max: number) => z.string({ error: 'required' }).trim().min(1).max(max);
const editAddressInput = z.object({
  id: optionalId,
  name: text(20),
  mobile,
  province: text(20),
  city: text(20),
  district: z.string().trim().max(20).default(''),
  detail: z.string({ error: 'required' }).trim().min(2).max(120),
  is_default: z.enum(['0', '1']).default('0'),
});

export interface AddressView {
  id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: boolean;
  /** province + city + district + detail, for display */
  full: string;
}

export function toAddressView(a: AddressRow): AddressView {
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

async function listAddresses(db: Executor, userId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('user_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function addressRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/get_user_address',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }) => ({ list: (await listAddresses(db, user.id)).map(toAddressView) }),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/edit_address',
    auth: 'required',
    input: editAddressInput,
    handler: async ({ input, user, lang }) => {
      const now = app.clock.now();
      const { id: addressId, is_default: isDefault, ...fields } = input;
      const saved = await db.transaction().execute(async (tx) => {
        const existing = await listAddresses(tx, user.id);
        if (addressId !== undefined && !existing.some((a) => a.id === addressId)) {
          throw forbidden(t(lang, 'addressNotYours'));
        }
        if (addressId === undefined && existing.length >= MAX_ADDRESSES) {
          throw locked(t(lang, 'addressLimit', { n: MAX_ADDRESSES }));
        }
        const makeDefault = isDefault === '1' || existing.length === 0;
        if (makeDefault) {
          await tx
            .updateTable('user_addresses')
            .set({ is_default: 0 })
            .where('user_id', '=', user.id)
            .execute();
        }
        if (addressId !== undefined) {
          await tx
            .updateTable('user_addresses')
            .set({ ...fields, ...(makeDefault ? { is_default: 1 } : {}), updated_at: now })
            .where('id', '=', addressId)
            .where('user_id', '=', user.id)
            .execute();
          return addressId;
        }
        const row = await tx
          .insertInto('user_addresses')
          .values({
            ...fields,
            user_id: user.id,
            is_default: makeDefault ? 1 : 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
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
      await db.transaction().execute(async (tx) => {
        const row = await findAddress(tx, user.id, input.id);
        if (!row) throw forbidden(t(lang, 'addressNotYours'));
        await tx.deleteFrom('user_addresses').where('id', '=', row.id).execute();
        if (row.is_default === 1) {
          const next = await listAddresses(tx, user.id);
          const newest = next[0];
          if (newest) {
            await tx
              .updateTable('user_addresses')
              .set({ is_default: 1 })
              .where('id', '=', newest.id)
              .execute();
          }
        }
      });
      return null;
    },
  });
}
