/** The SQL of social login: states, codes (and their bind tokens), bound social accounts. */
import type { Executor } from '../../db';
import { sha256 } from '../../lib/crypto';

export const PROVIDER = 'wechat';

/** A state usable now: stored, unused, not expired. */
export function liveState(db: Executor, state: string, now: number) {
  return db
    .selectFrom('social_states')
    .selectAll()
    .where('state', '=', state)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses up a live state; its redirect, or undefined when it was not live. */
export async function useState(tx: Executor, state: string, now: number) {
  const row = await tx
    .updateTable('social_states')
    .set({ used_at: now })
    .where('state', '=', state)
    .where('provider', '=', PROVIDER)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('redirect')
    .executeTakeFirst();
  return row?.redirect;
}

export async function insertState(
  db: Executor,
  row: { state: string; provider: string; redirect: string; expires_at: number; now: number },
): Promise<void> {
  await db
    .insertInto('social_states')
    .values({
      state: row.state,
      provider: row.provider,
      redirect: row.redirect,
      expires_at: row.expires_at,
      used_at: null,
      created_at: row.now,
    })
    .execute();
}

/** A code the sandbox provider issued (no bind token yet). */
export async function insertSandboxCode(
  db: Executor,
  row: {
    code: string;
    provider: string;
    state: string;
    openid: string;
    nickname: string;
    expires_at: number;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('social_codes')
    .values({
      code: row.code,
      provider: row.provider,
      state: row.state,
      openid: row.openid,
      nickname: row.nickname,
      avatar: '',
      expires_at: row.expires_at,
      used_at: null,
      bind_hash: null,
      bind_expires_at: null,
      bind_used_at: null,
      created_at: row.now,
    })
    .execute();
}

/** The identity of an unused bind token. */
export function bindIdentity(tx: Executor, token: string, now: number) {
  return tx
    .selectFrom('social_codes')
    .select(['id', 'openid', 'unionid', 'nickname', 'avatar'])
    .where('bind_hash', '=', sha256(token))
    .where('provider', '=', PROVIDER)
    .where('bind_used_at', 'is', null)
    .where('bind_expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses up a bind token; whether this call did. */
export async function useBind(tx: Executor, id: number, now: number): Promise<boolean> {
  const res = await tx
    .updateTable('social_codes')
    .set({ bind_used_at: now })
    .where('id', '=', id)
    .where('bind_used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Puts a bind token on the code's row (a real provider's code has none: inserts one, already
 * used).
 */
export async function storeBindToken(
  tx: Executor,
  code: {
    code: string;
    state: string;
    openid: string;
    unionid: string | null;
    nickname: string;
    avatar: string;
  },
  bind: { bind_hash: string; bind_expires_at: number },
  now: number,
): Promise<void> {
  const set = { ...bind, bind_used_at: null };
  const res = await tx
    .updateTable('social_codes')
    .set(set)
    .where('code', '=', code.code)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) {
    await tx
      .insertInto('social_codes')
      .values({
        ...set,
        ...code,
        provider: PROVIDER,
        expires_at: now,
        used_at: now,
        created_at: now,
      })
      .execute();
  }
}

/** An identity's openid, or (preferred, when WeChat gave one) its unionid. */
type Identity = { openid: string; unionid: string | null };

/**
 * The user bound to an identity: by its unionid first (the same person through another of the
 * operator's WeChat apps, with another openid), else by its openid.
 */
export async function boundUserOf(tx: Executor, id: Identity): Promise<number | undefined> {
  const rows = await tx
    .selectFrom('social_accounts')
    .select(['user_id', 'unionid'])
    .where('provider', '=', PROVIDER)
    .where((eb) =>
      id.unionid
        ? eb.or([eb('unionid', '=', id.unionid), eb('openid', '=', id.openid)])
        : eb('openid', '=', id.openid),
    )
    .execute();
  return (rows.find((r) => id.unionid && r.unionid === id.unionid) ?? rows[0])?.user_id;
}

/** The bindings of an identity or of a user (the users they belong to). */
export function bindingsOf(tx: Executor, id: Identity, userId: number) {
  return tx
    .selectFrom('social_accounts')
    .select('user_id')
    .where('provider', '=', PROVIDER)
    .where((eb) =>
      eb.or([
        eb('openid', '=', id.openid),
        eb('user_id', '=', userId),
        ...(id.unionid ? [eb('unionid', '=', id.unionid)] : []),
      ]),
    )
    .execute();
}

export async function insertBindingRow(
  tx: Executor,
  row: {
    openid: string;
    unionid: string | null;
    user_id: number;
    nickname: string;
    avatar: string;
    created_at: number;
  },
): Promise<void> {
  await tx
    .insertInto('social_accounts')
    .values({ provider: PROVIDER, ...row })
    .execute();
}

export function bindingOfUser(db: Executor, userId: number) {
  return db
    .selectFrom('social_accounts')
    .select('nickname')
    .where('provider', '=', PROVIDER)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Deletes a user's binding; whether there was one. */
export async function deleteBinding(db: Executor, userId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('social_accounts')
    .where('provider', '=', PROVIDER)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function setAvatar(tx: Executor, userId: number, avatar: string): Promise<void> {
  await tx.updateTable('users').set({ avatar }).where('id', '=', userId).execute();
}
