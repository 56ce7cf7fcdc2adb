/**
 * Token resolution. The token comes from `Authorization: Bearer`, the `token` header, or a
 * `token` query/body field, in that order. Tokens are opaque and stored hashed (sha256); a
 * revoked, unknown or expired token is treated as absent (public routes ignore it). Expiry and
 * the merchant terminal binding: lib/sessions.ts, docs/security.md "Sessions".
 */
import type { FastifyRequest } from 'fastify';
import { TERMINAL_ID } from '../../shared/contract/cabinet';
import type { AppContext } from '../context';
import { precompiled } from '../db/precompiled';
import { sha256 } from './crypto';
import { sessionExpired } from './sessions';

export interface AuthUser {
  id: number;
  tokenId: number;
  status: number;
}

export interface AuthMerchant {
  id: number;
  tokenId: number;
  /** the courier of the merchant who logged in (couriers table); null: the merchant itself */
  courierId: number | null;
}

/** last_used_at is refreshed at most this often, so reads do not write on every request */
export const TOUCH_INTERVAL_S = 300;

export function requestToken(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && /^Bearer\s+\S+/i.test(auth)) {
    return auth.replace(/^Bearer\s+/i, '').trim();
  }
  const header = req.headers.token;
  if (typeof header === 'string' && header) return header;
  const q = req.query as Record<string, unknown> | undefined;
  if (q && typeof q.token === 'string' && q.token) return q.token;
  const b = req.body as Record<string, unknown> | undefined;
  if (b && typeof b === 'object' && typeof b.token === 'string' && b.token) return b.token;
  return null;
}

/** What a request's token resolves to: a live session, an expired one, or none. */
export interface UserSession {
  user: AuthUser | null;
  /** a known, unrevoked session past its idle or absolute limit (login-required: 202) */
  expired: boolean;
}

const cache = new WeakMap<FastifyRequest, UserSession>();

/** The consumer session of a request (cached per request); see `authUser`. */
/** The live session of a token's hash (every signed-in request: compiled once). */
const SESSION_OF_TOKEN = precompiled((db, a: { hash: string }) =>
  db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .select([
      'user_tokens.id as tokenId',
      'users.id as id',
      'users.status',
      'user_tokens.last_used_at',
      'user_tokens.created_at',
    ])
    .where('user_tokens.token_hash', '=', a.hash)
    .where('user_tokens.revoked_at', 'is', null),
);

export async function userSession(app: AppContext, req: FastifyRequest): Promise<UserSession> {
  const cached = cache.get(req);
  if (cached) return cached;
  const token = requestToken(req);
  let result: UserSession = { user: null, expired: false };
  if (token && token.length <= 200) {
    const row = await SESSION_OF_TOKEN.first(app.database.db, { hash: sha256(token) });
    const now = app.clock.now();
    if (row && sessionExpired(app.config, 'user', row, now)) {
      result = { user: null, expired: true };
    } else if (row) {
      result = { user: { id: row.id, tokenId: row.tokenId, status: row.status }, expired: false };
      if (now - row.last_used_at > TOUCH_INTERVAL_S) {
        await app.database.db
          .updateTable('user_tokens')
          .set({ last_used_at: now })
          .where('id', '=', row.tokenId)
          .execute();
      }
    }
  }
  cache.set(req, result);
  return result;
}

/**
 * The consumer of a request, or null (no token, unknown, revoked or expired: public routes
 * ignore it; login-required routes answer 401, or 202 for an expired session, lib/route.ts).
 */
export async function authUser(app: AppContext, req: FastifyRequest): Promise<AuthUser | null> {
  return (await userSession(app, req)).user;
}

/** The terminal id a kiosk sends on every request (docs/security.md "Sessions"). */
export const TERMINAL_HEADER = 'x-terminal-id';

/** A terminal id as accepted at login, in the header and in the socket handshake. */
export { TERMINAL_ID };

/** The terminal id of a request ('' when absent or malformed). */
export function requestTerminal(req: FastifyRequest): string {
  const v = req.headers[TERMINAL_HEADER];
  return typeof v === 'string' && TERMINAL_ID.test(v) ? v : '';
}

/** A live merchant session: the merchant, the session row and when it was opened. */
export interface MerchantSession extends AuthMerchant {
  createdAt: number;
}

/**
 * The merchant session of `token` presented from `terminal`, renewed when due (last_used_at at
 * most every TOUCH_INTERVAL_S), or null: unknown, revoked, a disabled merchant, past the idle or
 * absolute limit, or another terminal than the one it logged in from. The one rule for HTTP
 * (`authMerchant`) and the socket handshake (plugins/realtime.ts).
 */
export async function merchantSessionOf(
  app: AppContext,
  token: string,
  terminal: string,
): Promise<MerchantSession | null> {
  if (!token || token.length > 200) return null;
  const row = await app.database.db
    .selectFrom('merchant_tokens')
    .innerJoin('merchants', 'merchants.id', 'merchant_tokens.merchant_id')
    .select([
      'merchant_tokens.id as tokenId',
      'merchants.id as id',
      'merchant_tokens.last_used_at',
      'merchant_tokens.created_at',
      'merchant_tokens.terminal_id',
      'merchant_tokens.courier_id',
    ])
    .where('merchant_tokens.token_hash', '=', sha256(token))
    .where('merchant_tokens.revoked_at', 'is', null)
    .where('merchants.status', '=', 0)
    .executeTakeFirst();
  if (!row) return null;
  // a courier's session (issue 18): only while the courier is the merchant's and active
  if (row.courier_id !== null) {
    const courier = await app.database.db
      .selectFrom('couriers')
      .select('id')
      .where('id', '=', row.courier_id)
      .where('merchant_id', '=', row.id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!courier) return null;
  }
  const now = app.clock.now();
  if (sessionExpired(app.config, 'merchant', row, now)) return null;
  if (row.terminal_id !== terminal) return null;
  if (now - row.last_used_at > TOUCH_INTERVAL_S) {
    await app.database.db
      .updateTable('merchant_tokens')
      .set({ last_used_at: now })
      .where('id', '=', row.tokenId)
      .execute();
  }
  return {
    id: row.id,
    tokenId: row.tokenId,
    courierId: row.courier_id ?? null,
    createdAt: row.created_at,
  };
}

/** The merchant of a request, or null (see `merchantSessionOf`). */
export async function authMerchant(
  app: AppContext,
  req: FastifyRequest,
): Promise<AuthMerchant | null> {
  const session = await merchantSessionOf(app, requestToken(req) ?? '', requestTerminal(req));
  return session && { id: session.id, tokenId: session.tokenId, courierId: session.courierId };
}
