/**
 * Operator sessions (issue 20, docs/operators.md "Sessions"): the token comes from
 * `Authorization: Bearer` only, is stored hashed (sha256) in `operator_sessions`, ends
 * OPS_SESSION_MAX_S after login (absolute) or when revoked, and belongs to an operator who is
 * not disabled. Consumer and merchant tokens live in other tables and so never resolve here.
 * last_seen_at is written at most every OPS_SESSION_TOUCH_S.
 */
import type { FastifyRequest } from 'fastify';
import { OPS_SESSION_TOUCH_S } from '../../shared/constants';
import type { AppContext } from '../context';
import { sha256 } from './crypto';

export interface AuthOperator {
  id: number;
  tokenId: number;
  role: string;
  totpEnabled: boolean;
}

/** The bearer token of a request ('' when none). */
export function bearerToken(req: FastifyRequest): string {
  const auth = req.headers.authorization;
  if (typeof auth !== 'string') return '';
  const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
  return m?.[1] ?? '';
}

/** The live operator session of `token`, or null (unknown, revoked, expired, disabled). */
export async function operatorSessionOf(
  app: AppContext,
  token: string,
): Promise<AuthOperator | null> {
  if (!token || token.length > 200) return null;
  const now = app.clock.now();
  const row = await app.database.db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.id as tokenId', 'o.id as id', 'o.role', 'o.totp_enabled', 's.last_seen_at'])
    .where('s.token_hash', '=', sha256(token))
    .where('s.kind', '=', 'session')
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('o.disabled', '=', 0)
    .executeTakeFirst();
  if (!row) return null;
  if (now - Number(row.last_seen_at) >= OPS_SESSION_TOUCH_S) {
    await app.database.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: now })
      .where('id', '=', row.tokenId)
      .execute();
  }
  return { id: row.id, tokenId: row.tokenId, role: row.role, totpEnabled: row.totp_enabled === 1 };
}
