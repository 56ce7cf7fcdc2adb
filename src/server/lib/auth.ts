/**
 * Token resolution. The token comes from `Authorization: Bearer`, the `token` header, or a
 * `token` query/body field, in that order. Tokens are opaque and stored hashed (sha256); a
 * revoked or unknown token is treated as absent (public routes ignore it).
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sha256 } from './crypto';

export interface AuthUser {
  id: number;
  tokenId: number;
  status: number;
}

export interface AuthMerchant {
  id: number;
  tokenId: number;
}

/** last_used_at is refreshed at most this often, so reads do not write on every request */
const TOUCH_INTERVAL_S = 300;

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

const cache = new WeakMap<FastifyRequest, AuthUser | null>();

export async function authUser(app: AppContext, req: FastifyRequest): Promise<AuthUser | null> {
  if (cache.has(req)) return cache.get(req) ?? null;
  const token = requestToken(req);
  let result: AuthUser | null = null;
  if (token && token.length <= 200) {
    const row = await app.database.db
      .selectFrom('user_tokens')
      .innerJoin('users', 'users.id', 'user_tokens.user_id')
      .select([
        'user_tokens.id as tokenId',
        'users.id as id',
        'users.status',
        'user_tokens.last_used_at',
      ])
      .where('user_tokens.token_hash', '=', sha256(token))
      .where('user_tokens.revoked_at', 'is', null)
      .executeTakeFirst();
    if (row) {
      result = { id: row.id, tokenId: row.tokenId, status: row.status };
      const now = app.clock.now();
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

export async function authMerchant(
  app: AppContext,
  req: FastifyRequest,
): Promise<AuthMerchant | null> {
  const token = requestToken(req);
  if (!token || token.length > 200) return null;
  const row = await app.database.db
    .selectFrom('merchant_tokens')
    .innerJoin('merchants', 'merchants.id', 'merchant_tokens.merchant_id')
    .select(['merchant_tokens.id as tokenId', 'merchants.id as id'])
    .where('merchant_tokens.token_hash', '=', sha256(token))
    .where('merchant_tokens.revoked_at', 'is', null)
    .where('merchants.status', '=', 0)
    .executeTakeFirst();
  return row ? { id: row.id, tokenId: row.tokenId } : null;
}
