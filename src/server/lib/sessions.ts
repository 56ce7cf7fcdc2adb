/**
 * Session lifetime rules and revocation (docs/security.md "Sessions").
 *
 * - Expiry: a session is over when unused for the idle limit (`last_used_at`) or older than the
 *   absolute limit (`created_at`), from `config.sessions`. lib/auth.ts (HTTP) and
 *   plugins/realtime.ts (socket handshake and sweep) both ask `sessionExpired`.
 * - Revocation: every path that ends sessions (logout, password reset, mobile change, account
 *   cancellation, merchant logout, the test revoke route) goes through `revokeSessions` (or, in a
 *   transaction, `revokeSessionRows` and after the commit `disconnectSessions`): the rows get
 *   `revoked_at`, then every socket of each revoked session is disconnected on every server
 *   process (`io.in(sessionRoom).disconnectSockets(true)`, relayed by the Redis adapter), so a
 *   revoked session hears nothing after the revocation.
 */
import { EVENTS } from '../../shared/realtime';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Executor } from '../db';

export type SessionKind = 'user' | 'merchant';

const TABLE = { user: 'user_tokens', merchant: 'merchant_tokens' } as const;

/** The room of one session's sockets (joined at connect, plugins/realtime.ts). */
export function sessionRoom(kind: SessionKind, tokenId: number): string {
  return `session:${kind === 'user' ? 'u' : 'm'}:${tokenId}`;
}

/** The idle and absolute limits of a kind, seconds. */
export function sessionLimits(config: Config, kind: SessionKind): { idleS: number; maxS: number } {
  const s = config.sessions;
  return kind === 'user'
    ? { idleS: s.userIdleS, maxS: s.userMaxS }
    : { idleS: s.merchantIdleS, maxS: s.merchantMaxS };
}

/** When the session ends whatever happens (its absolute limit), Unix seconds. */
export function sessionDeadline(config: Config, kind: SessionKind, createdAt: number): number {
  return Number(createdAt) + sessionLimits(config, kind).maxS;
}

/** Whether a session with these times is over at `now` (idle or absolute limit reached). */
export function sessionExpired(
  config: Config,
  kind: SessionKind,
  row: { created_at: number; last_used_at: number },
  now: number,
): boolean {
  const { idleS, maxS } = sessionLimits(config, kind);
  return now >= Number(row.last_used_at) + idleS || now >= Number(row.created_at) + maxS;
}

/** Which sessions of one owner to revoke: one token, or all (optionally all but one). */
export type RevokeWhere = { tokenId: number } | { ownerId: number; exceptTokenId?: number };

/**
 * Sets `revoked_at` on the matching live sessions in `ex` (the caller's transaction or the
 * database) and returns their ids. Call `disconnectSessions` with them after the commit.
 */
export async function revokeSessionRows(
  ex: Executor,
  kind: SessionKind,
  where: RevokeWhere,
  now: number,
): Promise<number[]> {
  const table = TABLE[kind];
  let q = ex.updateTable(table).set({ revoked_at: now }).where('revoked_at', 'is', null);
  if ('tokenId' in where) {
    q = q.where('id', '=', where.tokenId);
  } else {
    q = q.where(kind === 'user' ? 'user_id' : 'merchant_id', '=', where.ownerId);
    if (where.exceptTokenId !== undefined) q = q.where('id', '!=', where.exceptTokenId);
  }
  const rows = await q.returning('id').execute();
  return rows.map((r) => r.id);
}

/**
 * Disconnects every socket of these sessions, on every server process. `notify` first sends
 * them `session:revoked` (when the user's room must not hear it: the user's current session
 * stays, e.g. a mobile change).
 */
export function disconnectSessions(
  app: AppContext,
  kind: SessionKind,
  tokenIds: number[],
  opts: { notify?: boolean } = {},
): void {
  if (!app.io || tokenIds.length === 0) return;
  const rooms = tokenIds.map((id) => sessionRoom(kind, id));
  if (opts.notify) app.io.to(rooms).emit(EVENTS.sessionRevoked, { reason: 'revoked' });
  app.io.in(rooms).disconnectSockets(true);
}

/** Revokes the matching sessions and disconnects their sockets; returns the revoked ids. */
export async function revokeSessions(
  app: AppContext,
  kind: SessionKind,
  where: RevokeWhere,
): Promise<number[]> {
  const ids = await revokeSessionRows(app.database.db, kind, where, app.clock.now());
  disconnectSessions(app, kind, ids);
  return ids;
}
