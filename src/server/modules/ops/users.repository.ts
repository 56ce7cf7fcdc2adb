/**
 * SQL of the operator console's users area (issue 20, part users): the account search, the
 * pieces of one account's detail, and the writes (rights, status, the anonymisation's scrub).
 * Status changes are conditional updates (`where status = <expected>`): of two racing calls
 * one changes the row, the other finds it changed.
 */
import { sql, type Selectable } from 'kysely';
import type { OpsUsersQuery } from '../../../shared/contract/ops-users';
import { USER_STATUS, type UserRight } from '../../../shared/rules/ops-users';
import type { Executor } from '../../db';
import type { UsersTable } from '../../db/schema';

export type OpsUserDbRow = Selectable<UsersTable>;

const escapeLike = (s: string): string => s.replace(/[%_\\]/g, (c) => `\\${c}`);

export async function searchUsers(
  db: Executor,
  f: OpsUsersQuery,
): Promise<{ rows: OpsUserDbRow[]; total: number }> {
  let q = db.selectFrom('users as u');
  if (f.user_id !== undefined) q = q.where('u.id', '=', f.user_id);
  if (f.mobile) {
    q =
      f.mobile.length === 11
        ? q.where('u.mobile', '=', f.mobile)
        : q.where(sql<boolean>`u.mobile like ${`%${escapeLike(f.mobile)}`} escape '\\'`);
  }
  if (f.nickname) {
    const kw = `%${escapeLike(f.nickname.toLowerCase())}%`;
    q = q.where(sql<boolean>`lower(u.nickname) like ${kw} escape '\\'`);
  }
  if (f.status) q = q.where('u.status', '=', USER_STATUS[f.status]);
  if (f.right) {
    const right = f.right;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_rights as r')
          .select('r.id')
          .whereRef('r.user_id', '=', 'u.id')
          .where('r.right', '=', right),
      ),
    );
  }
  if (f.from !== undefined) q = q.where('u.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('u.created_at', '<', f.to);
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const dir = f.sort === 'oldest' ? 'asc' : 'desc';
  const rows = await q
    .selectAll('u')
    .orderBy('u.created_at', dir)
    .orderBy('u.id', dir)
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findUser(db: Executor, id: number): Promise<OpsUserDbRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The rights of these users, by user id. */
export async function rightsOf(db: Executor, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('user_rights')
    .select(['user_id', 'right'])
    .where('user_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), r.right]);
  return out;
}

export async function lastOrders(db: Executor, userId: number, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['id', 'order_sn', 'status', 'pay_amount', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function sessionsOf(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('user_tokens')
    .select(['id', 'device', 'created_at', 'last_used_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function devicesOf(db: Executor, userId: number) {
  return db
    .selectFrom('push_devices')
    .select(['id', 'cid', 'platform', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .execute();
}

export async function idCardOf(db: Executor, userId: number) {
  return db
    .selectFrom('id_cards')
    .select(['name_masked', 'id_masked', 'verified_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function countOf(
  db: Executor,
  table: 'user_addresses' | 'bank_cards',
  userId: number,
  activeCardsOnly = false,
): Promise<number> {
  let q = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId);
  if (activeCardsOnly && table === 'bank_cards') q = q.where('status', '=', 1);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

/** The newest audit row of `action` on user `id` (the restriction's reason and note). */
export async function lastAuditOf(db: Executor, id: number, action: string) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('operators as o', 'o.id', 'a.operator_id')
    .select(['a.at', 'a.after_json', 'o.name as operator_name'])
    .where('a.object_type', '=', 'user')
    .where('a.object_id', '=', String(id))
    .where('a.action', '=', action)
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .executeTakeFirst();
}

/** Grants a right; false when the user held it already. */
export async function insertRight(
  db: Executor,
  userId: number,
  right: UserRight,
  now: number,
): Promise<boolean> {
  const res = await db
    .insertInto('user_rights')
    .values({ user_id: userId, right, granted_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'right']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Takes a right; false when the user did not hold it. */
export async function deleteRight(
  db: Executor,
  userId: number,
  right: UserRight,
): Promise<boolean> {
  const res = await db
    .deleteFrom('user_rights')
    .where('user_id', '=', userId)
    .where('right', '=', right)
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** Moves the status from `from` to `to`; false when it was not `from` any more. */
export async function setStatus(
  db: Executor,
  userId: number,
  from: number,
  to: number,
): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ status: to })
    .where('id', '=', userId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The password hash a cancelled account gets (account.service anonymise) and the operator's. */
export const CANCELLED_HASH_PREFIX = 'cancelled$';
export const ANONYMISED_HASH_PREFIX = 'anonymised$';

/**
 * Marks a cancelled account as scrubbed by an operator (its unusable password hash changes
 * from `cancelled$…` to `anonymised$…`): false when it is not a cancelled, unscrubbed account
 * (a racing call did it, or the account was never cancelled).
 */
export async function markAnonymised(db: Executor, userId: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({
      password_hash: `${ANONYMISED_HASH_PREFIX}${now}`,
      avatar: '',
      pay_password_hash: null,
      real_name_verified: 0,
    })
    .where('id', '=', userId)
    .where('status', '=', USER_STATUS.cancelled)
    .where(sql<boolean>`password_hash like ${`${CANCELLED_HASH_PREFIX}%`}`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Removes what identifies the person: addresses, ID card, bank card numbers, push devices. */
export async function scrubPersonalData(db: Executor, userId: number, now: number): Promise<void> {
  await db.deleteFrom('user_addresses').where('user_id', '=', userId).execute();
  await db.deleteFrom('id_cards').where('user_id', '=', userId).execute();
  await db.deleteFrom('push_devices').where('user_id', '=', userId).execute();
  await db.deleteFrom('social_accounts').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_rights').where('user_id', '=', userId).execute();
  // the cards stay as rows (withdrawals name them: bank and last 4 digits), without the number
  await db
    .updateTable('bank_cards')
    .set({
      card_enc: '',
      holder_name: '',
      card_hash: sql<string>`${'anonymised:'} || cast(id as varchar(20))`,
      status: 0,
      unbound_at: sql<number>`coalesce(unbound_at, ${now})`,
    })
    .where('user_id', '=', userId)
    .execute();
}
