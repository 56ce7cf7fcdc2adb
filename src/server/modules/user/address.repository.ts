/**
 * Delivery addresses (user_addresses). Issue 5 builds the address screens; the freight quote
 * needs the default address now. A user has at most one `is_default = 1` row by convention of
 * the writers; readers take the newest default when there are several.
 */
import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import { precompiled } from '../../db/precompiled';
import type { UserAddressesTable } from '../../db/schema';

export type AddressRow = Selectable<UserAddressesTable>;

/** The user's address `id`; undefined for another user's or an unknown id. */
export function findAddress(
  db: Executor,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  return db
    .selectFrom('user_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

// read by every checkout (db/precompiled.ts)
const DEFAULT_ADDRESS = precompiled((db, a: { user: number }) =>
  db
    .selectFrom('user_addresses')
    .selectAll()
    .where('user_id', '=', a.user)
    .where('is_default', '=', 1)
    .orderBy('id', 'desc')
    .limit(1),
);

export function defaultAddress(db: Executor, userId: number): Promise<AddressRow | undefined> {
  return DEFAULT_ADDRESS.first(db, { user: userId });
}
