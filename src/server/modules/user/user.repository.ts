import { randomInt } from 'node:crypto';
import type { UserInfo } from '../../../shared/contract';
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
