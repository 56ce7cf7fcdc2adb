/** The SQL of the console's coupons area (issue 23, coupons; promo-coupon.service.ts). */
import { sql } from 'kysely';
import type { OpsCouponQuery } from '../../../shared/contract/ops-coupons';
import { scopeIdsOf } from '../../../shared/rules/coupon';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema';
import type { SelectQueryBuilder, Selectable } from 'kysely';

export type CouponRow = Selectable<DB['coupons']>;

/** One template, or undefined. */
export function findCoupon(ex: Executor, id: number): Promise<CouponRow | undefined> {
  return ex.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The templates of a search, newest first, and their total. */
export async function searchCoupons(
  ex: Executor,
  q: OpsCouponQuery,
  now: number,
): Promise<{ rows: CouponRow[]; total: number }> {
  let base = ex.selectFrom('coupons');
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`title like ${like} escape '\\'`);
  }
  if (q.state === 'stopped') base = base.where('stopped_at', '>', 0);
  else if (q.state) {
    base = base.where('stopped_at', '=', 0);
    if (q.state === 'not_started') base = base.where('start_at', '>', now);
    if (q.state === 'ended') base = base.where('end_at', '<=', now);
    if (q.state === 'running') base = base.where('start_at', '<=', now).where('end_at', '>', now);
  }
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** How many of each template's taken coupons were used. */
export async function usedCounts(ex: Executor, ids: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  const rows = await ex
    .selectFrom('coupon_users')
    .select(['coupon_id', sql<number>`count(*)`.as('n')])
    .where('coupon_id', 'in', ids)
    .where('status', '=', 1)
    .groupBy('coupon_id')
    .execute();
  for (const r of rows) out.set(r.coupon_id, Number(r.n));
  return out;
}

/** The ids among `ids` that exist in `table`. */
export async function existingIds(
  ex: Executor,
  table: 'goods' | 'categories',
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await ex.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Users by id or by mobile: the found ones as key (the id or mobile given) → user id. */
export async function usersByKeys(
  ex: Executor,
  by: 'id' | 'mobile',
  keys: string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (keys.length === 0) return out;
  if (by === 'id') {
    const rows = await ex
      .selectFrom('users')
      .select('id')
      .where('id', 'in', keys.map(Number))
      .execute();
    for (const r of rows) out.set(String(r.id), r.id);
  } else {
    const rows = await ex
      .selectFrom('users')
      .select(['id', 'mobile'])
      .where('mobile', 'in', keys)
      .execute();
    for (const r of rows) out.set(r.mobile, r.id);
  }
  return out;
}

/** Coupons of template `couponId` each of `userIds` holds (any state). */
export async function heldCounts(
  ex: Executor,
  couponId: number,
  userIds: number[],
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (userIds.length === 0) return out;
  const rows = await ex
    .selectFrom('coupon_users')
    .select(['user_id', sql<number>`count(*)`.as('n')])
    .where('coupon_id', '=', couponId)
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  for (const r of rows) out.set(r.user_id, Number(r.n));
  return out;
}

/** Upserts one app_config value (its JSON). */
export async function writeConfig(ex: Executor, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  const done = await ex
    .updateTable('app_config')
    .set({ value: json })
    .where('key', '=', key)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) {
    await ex.insertInto('app_config').values({ key, value: json }).execute();
  }
}

/** The users who hold `limit` or more coupons of template `couponId` (a query of user ids). */
export function heldFull(ex: Executor, couponId: number, limit: number) {
  return ex
    .selectFrom('coupon_users')
    .select('user_id')
    .where('coupon_id', '=', couponId)
    .groupBy('user_id')
    .having(sql<number>`count(*)`, '>=', limit);
}

/**
 * How many users of `users` (a query of user ids) already hold `limit` coupons of template
 * `couponId`, and up to 10 of their ids.
 */
export async function segmentHeldFull(
  ex: Executor,
  couponId: number,
  limit: number,
  users: SelectQueryBuilder<DB, 'users', { id: number }>,
): Promise<{ count: number; sample: number[] }> {
  const full = heldFull(ex, couponId, limit).where('user_id', 'in', users);
  const [n, sample] = await Promise.all([
    ex
      .selectFrom(full.as('f'))
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst(),
    full.orderBy('user_id').limit(10).execute(),
  ]);
  return { count: Number(n?.n ?? 0), sample: sample.map((r) => r.user_id) };
}

/** The names of the templates' scope ids: `goods:<id>` → title, `categories:<id>` → name. */
export async function scopeNames(
  ex: Executor,
  rows: Pick<CouponRow, 'scope' | 'scope_ids'>[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const ids = { goods: new Set<number>(), categories: new Set<number>() };
  for (const r of rows) {
    if (r.scope !== 'goods' && r.scope !== 'categories') continue;
    for (const i of scopeIdsOf(r.scope_ids)) ids[r.scope].add(i);
  }
  if (ids.goods.size > 0) {
    const g = await ex
      .selectFrom('goods')
      .select(['id', 'title'])
      .where('id', 'in', [...ids.goods])
      .execute();
    for (const r of g) out.set(`goods:${r.id}`, r.title);
  }
  if (ids.categories.size > 0) {
    const c = await ex
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('id', 'in', [...ids.categories])
      .execute();
    for (const r of c) out.set(`categories:${r.id}`, r.name);
  }
  return out;
}
