/**
 * Delivery address endpoints (`/api/user/get_user_address`, `edit_address`, `del_address`; see
 * src/server/modules/user/address.routes.ts). All login-required. The list comes with the default
 * first; saving with `is_default: 1` clears the other defaults; the first address is always the
 * default; deleting the default promotes the newest remaining one.
 */
import type { ADDRESS, AddressView } from '../../../shared/contract/user';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;

/** An address as the server answers it. */
export type Address = AddressView;

export interface AddressInput {
  /** present to update an address, absent to add one */
  id?: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: boolean;
}

/** At most this many addresses per user (the server answers 423 beyond it). */
export const MAX_ADDRESSES = 20;

export const getAddresses = () =>
  http().call<typeof ADDRESS.list>('GET', 'api/user/get_user_address', {}, LOGIN);

export const editAddress = ({ id, is_default, ...fields }: AddressInput) =>
  http().call<typeof ADDRESS.edit>(
    'POST',
    'api/user/edit_address',
    { ...(id ? { id } : {}), ...fields, is_default: is_default ? 1 : 0 },
    LOGIN,
  );

export const delAddress = (id: number) =>
  http().call<typeof ADDRESS.del>('POST', 'api/user/del_address', { id }, LOGIN);
