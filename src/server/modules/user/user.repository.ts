import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { OrderCount, UserInfo } from '../../../shared/contract';
import type { Executor } from '../../db';
import type { UserRow } from '../../db/schema';
import { maskMobile, newToken, sha256 } from '../../lib/crypto';

export function toUserInfo(u: UserRow): UserInfo {
  return {
    user_id: u.id,
    mobile: maskMobile(u.mobile),
    nickname: u.nickname || `用户${u.mobile.slice(-4)}`,
    avatar: u.avatar,
    integral: u.integral,
    reward_money: u.reward_money,
    balance: u.balance,
    has_pay_password: u.pay_password_hash !== null,
    real_name_verified: u.real_name_verified === 1,
    invite_code: u.invite_code,
    created_at: u.created_at,
  };
}

export function findById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByMobile(db: Executor, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newInviteCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)];
  return s;
}

export async function create(
  db: Executor,
  v: {
    mobile: string;
    password_hash: string;
    inviter_id: number | null;
    now: number;
    nickname?: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      mobile: v.mobile,
      password_hash: v.password_hash,
      nickname: v.nickname ?? '',
      invite_code: newInviteCode(),
      inviter_id: v.inviter_id,
      pay_password_hash: null,
      created_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Opens a session; returns the plain token (only its hash is stored). A merchant session may be
 * bound to the terminal it logged in from (`terminalId`, lib/auth.ts).
 */
export async function createSession(
  db: Executor,
  table: 'user_tokens' | 'merchant_tokens',
  ownerId: number,
  device: string,
  now: number,
  terminalId = '',
): Promise<string> {
  const token = newToken();
  const owner =
    table === 'user_tokens'
      ? { user_id: ownerId }
      : { merchant_id: ownerId, terminal_id: terminalId };
  await db
    .insertInto(table)
    .values({
      ...owner,
      token_hash: sha256(token),
      device: device.slice(0, 100),
      last_used_at: now,
      revoked_at: null,
      created_at: now,
    })
    .execute();
  return token;
}

/** The user whose invite code is `code` (already upper-cased by the caller). */
export function findByInviteCode(db: Executor, code: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('users').select('id').where('invite_code', '=', code).executeTakeFirst();
}

export async function setPasswordHash(
  db: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

/** Changes the user's nickname and/or avatar. */
export async function updateProfile(
  db: Executor,
  userId: number,
  changes: { nickname?: string; avatar?: string },
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Order states (orders.status): see the migration. */
const UNPAID = 0;
const PAID_STATES = [1, 2, 3, 4];

async function count(q: Promise<{ n: number | string | bigint } | undefined>): Promise<number> {
  return Number((await q)?.n ?? 0);
}

/**
 * The order counters of ARCHITECTURE.md: computed here, cached by the client for prompts only;
 * every gate is enforced by the server again at ordering time.
 */
export async function orderCounters(db: Executor, userId: number): Promise<OrderCount> {
  const base = () =>
    db
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('local_shop_id', 'is', null); // mall orders only (local shop orders: modules/local)
  const [paid, unpaid, newPeople, limitOrders, ship, receive, comment, afterSale] =
    await Promise.all([
      count(base().where('status', 'in', PAID_STATES).executeTakeFirst()),
      count(base().where('status', '=', UNPAID).executeTakeFirst()),
      count(
        base()
          .where('activity_type', '=', 11)
          .where('status', 'in', PAID_STATES)
          .executeTakeFirst(),
      ),
      count(
        base()
          .where('activity_type', '=', 12)
          .where('status', 'in', PAID_STATES)
          .executeTakeFirst(),
      ),
      count(base().where('status', '=', 1).executeTakeFirst()),
      count(base().where('status', '=', 2).executeTakeFirst()),
      count(base().where('status', '=', 3).where('commented', '=', 0).executeTakeFirst()),
      count(base().where('after_sale', '=', 1).executeTakeFirst()),
    ]);
  return {
    first_order: paid === 0 ? 1 : 0,
    limitorder_count: limitOrders,
    order_count: paid,
    no_pay_count: unpaid,
    new_people_count: newPeople,
    wait_pay: unpaid,
    wait_ship: ship,
    wait_receive: receive,
    wait_comment: comment,
    after_sale: afterSale,
  };
}

/** The user's collections and unused, unexpired coupons. */
export async function collectionAndCouponCounts(
  db: Executor,
  userId: number,
  now: number,
): Promise<{ collections: number; coupons: number }> {
  const [collections, coupons] = await Promise.all([
    count(
      db
        .selectFrom('collections')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('coupon_users')
        .innerJoin('coupons', 'coupons.id', 'coupon_users.coupon_id')
        .select(sql<number>`count(*)`.as('n'))
        .where('coupon_users.user_id', '=', userId)
        .where('coupon_users.status', '=', 0)
        .where(sql<number>`coalesce(coupon_users.expires_at, coupons.end_at)`, '>', now)
        .executeTakeFirst(),
    ),
  ]);
  return { collections, coupons };
}
