/**
 * Delivery addresses of one owner — a consumer (`user_addresses.user_id`) or a merchant
 * (`merchant_addresses.merchant_id`): the shared form fields, the view, and the rules both route
 * sets keep: at most MAX_ADDRESSES; exactly one default when there are any (the first becomes the
 * default, setting one clears the others, editing the default keeps it, deleting the default
 * promotes the newest remaining one). Each route set gives its own refusals.
 */
import type { Generated, Kysely, Selectable } from 'kysely';
import type { AddressView } from '../../../shared/contract/user';
import type { Executor } from '../../db';
import type { UserAddressesTable } from '../../db/schema';
import { checkRegion, type RegionField } from '../../../shared/regions';
import type { GeoPoint } from '../../providers/geocoder';

export const MAX_ADDRESSES = 20;

/** Whose addresses: the table and its owner column. */
export type AddressOwner =
  | { table: 'user_addresses'; column: 'user_id'; id: number }
  | { table: 'merchant_addresses'; column: 'merchant_id'; id: number };

type AddressColumns = Omit<UserAddressesTable, 'user_id'>;
/** Both address tables have the same columns but their owner column (set on insert only). */
type AddressDb = Record<
  AddressOwner['table'],
  AddressColumns & Record<AddressOwner['column'], Generated<number>>
>;
const asAddressDb = (ex: Executor) => ex as unknown as Kysely<AddressDb>;

export type OwnedAddressRow = Selectable<AddressColumns>;

// The shared form fields and the view live in the contract (shared/contract/user.ts).
export { addressFields, addressText, type AddressView } from '../../../shared/contract/user';

export interface AddressInput {
  id?: number | undefined;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: '0' | '1';
  /** issue 19, brief B: a point the user picked (both or neither) */
  lat_e6?: number | undefined;
  lng_e6?: number | undefined;
}

export function toAddressView(a: OwnedAddressRow): AddressView {
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

/** The owner's addresses: the default first, then the newest. */
export function listOwnedAddresses(ex: Executor, owner: AddressOwner): Promise<OwnedAddressRow[]> {
  return asAddressDb(ex)
    .selectFrom(owner.table)
    .select(['id', 'name', 'mobile', 'province', 'city', 'district', 'detail', 'is_default'])
    .select(['created_at', 'updated_at'])
    .select(['lat_e6', 'lng_e6', 'region_code']) // issue 19, brief B
    .where(owner.column, '=', owner.id)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export interface AddressRefusals {
  /** an `id` that is not one of the owner's addresses */
  notYours: () => Error;
  /** adding one more than MAX_ADDRESSES */
  limit: () => Error;
  /** issue 19, brief B: a region part not in China's region list (src/shared/regions.ts) */
  region: (field: RegionField) => Error;
}

/**
 * Adds (no `id`) or edits the owner's address in one transaction; answers its id. The region
 * must be one of China's region list (province, a city of it, a district of that city), else
 * `refuse.region` names the wrong part before anything is written. `point` is where the address
 * is (a picked point or the geocoder's), null when unknown (issue 19, brief B).
 */
export async function saveOwnedAddress(
  ex: Executor,
  owner: AddressOwner,
  input: AddressInput,
  now: number,
  refuse: AddressRefusals,
  point: GeoPoint | null = null,
): Promise<number> {
  const { id: addressId, is_default: isDefault, lat_e6: _lat, lng_e6: _lng, ...named } = input;
  const region = checkRegion(input.province, input.city, input.district);
  if (!region.ok) throw refuse.region(region.field);
  const fields = {
    ...named,
    lat_e6: point?.lat_e6 ?? null,
    lng_e6: point?.lng_e6 ?? null,
    region_code: region.codes.district || region.codes.city,
  };
  return asAddressDb(ex)
    .transaction()
    .execute(async (tx) => {
      const existing = await listOwnedAddresses(tx as unknown as Executor, owner);
      const current = existing.find((a) => a.id === addressId);
      if (addressId !== undefined && !current) throw refuse.notYours();
      if (addressId === undefined && existing.length >= MAX_ADDRESSES) throw refuse.limit();
      const makeDefault = isDefault === '1' || existing.length === 0 || current?.is_default === 1;
      if (makeDefault) {
        await tx
          .updateTable(owner.table)
          .set({ is_default: 0 })
          .where(owner.column, '=', owner.id)
          .execute();
      }
      if (addressId !== undefined) {
        await tx
          .updateTable(owner.table)
          .set({ ...fields, is_default: makeDefault ? 1 : 0, updated_at: now })
          .where('id', '=', addressId)
          .where(owner.column, '=', owner.id)
          .execute();
        return addressId;
      }
      const row = await tx
        .insertInto(owner.table)
        .values({
          ...fields,
          [owner.column]: owner.id,
          is_default: makeDefault ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
}

/** Deletes the owner's address `id`; a deleted default passes to the newest remaining one. */
export function deleteOwnedAddress(
  ex: Executor,
  owner: AddressOwner,
  addressId: number,
  notYours: () => Error,
): Promise<void> {
  return asAddressDb(ex)
    .transaction()
    .execute(async (tx) => {
      const existing = await listOwnedAddresses(tx as unknown as Executor, owner);
      const target = existing.find((a) => a.id === addressId);
      if (!target) throw notYours();
      await tx
        .deleteFrom(owner.table)
        .where('id', '=', addressId)
        .where(owner.column, '=', owner.id)
        .execute();
      // the list is default first, then newest: the newest remaining one follows the default
      const newest = existing.find((a) => a.id !== addressId);
      if (target.is_default === 1 && newest) {
        await tx
          .updateTable(owner.table)
          .set({ is_default: 1 })
          .where('id', '=', newest.id)
          .execute();
      }
    });
}
