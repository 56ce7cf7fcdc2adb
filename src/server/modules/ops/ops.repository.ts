/**
 * SQL of the operator console's foundation (issue 20): operators, their sessions and the audit
 * log's search. The counters (failed logins, the TOTP step) change only by conditional updates.
 * The audit log is written by lib/audit.ts `recordAudit` and never changed.
 */
import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { OperatorsTable } from '../../db/schema';
import { newToken, sha256 } from '../../lib/crypto';

export type OperatorRow = Selectable<OperatorsTable>;

export async function findOperatorByUsername(
  db: Executor,
  username: string,
): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findOperator(db: Executor, id: number): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listOperators(
  db: Executor,
  p: { page: number; limit: number },
): Promise<{ rows: OperatorRow[]; total: number }> {
  const rows = await db
    .selectFrom('operators')
    .selectAll()
    .orderBy('id')
    .limit(p.limit)
    .offset((p.page - 1) * p.limit)
    .execute();
  const count = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { rows, total: Number(count?.n ?? 0) };
}

export async function insertOperator(
  db: Executor,
  v: { username: string; name: string; role: string; password_hash: string; now: number },
): Promise<OperatorRow> {
  return db
    .insertInto('operators')
    .values({
      username: v.username,
      name: v.name,
      role: v.role,
      password_hash: v.password_hash,
      totp_secret: null,
      totp_pending_secret: null,
      created_at: v.now,
      updated_at: v.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateOperatorAccount(
  db: Executor,
  id: number,
  set: { role?: string; disabled?: number },
  now: number,
): Promise<OperatorRow | undefined> {
  return db
    .updateTable('operators')
    .set({ ...set, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function countActiveOwners(db: Executor, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

// --- login throttling: one counter per account ---

/**
 * Counts one login attempt of `id` before the password or code is checked: only while the
 * account is not locked and has tries left (a burst of guesses checks at most the tries left).
 * The count after, or null when refused (locked, or its last tries are in flight).
 */
export async function reserveOperatorAttempt(
  db: Executor,
  id: number,
  max: number,
  now: number,
): Promise<number | null> {
  const row = await db
    .updateTable('operators')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', id)
    .where('locked_until', '<=', now)
    .where('failed_logins', '<', max)
    .returning('failed_logins')
    .executeTakeFirst();
  return row ? Number(row.failed_logins) : null;
}

/** Gives back a reserved attempt that was not a failure (a right password before the code). */
export async function releaseOperatorAttempt(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('operators')
    .set((eb) => ({ failed_logins: eb('failed_logins', '-', 1) }))
    .where('id', '=', id)
    .where('failed_logins', '>', 0)
    .execute();
}

export async function clearOperatorFailures(db: Executor, id: number): Promise<void> {
  await db.updateTable('operators').set({ failed_logins: 0 }).where('id', '=', id).execute();
}

/** Locks `id` until `until` (once: not while a lock stands); the lock's end. */
export async function lockOperator(
  db: Executor,
  id: number,
  until: number,
  now: number,
): Promise<number> {
  const set = await db
    .updateTable('operators')
    .set({ locked_until: until, failed_logins: 0 })
    .where('id', '=', id)
    .where('locked_until', '<=', now)
    .returning('locked_until')
    .executeTakeFirst();
  if (set) return Number(set.locked_until);
  const row = await db
    .selectFrom('operators')
    .select('locked_until')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.locked_until);
}

// --- TOTP ---

export async function setPendingTotp(
  db: Executor,
  id: number,
  sealed: string,
  now: number,
): Promise<boolean> {
  const r = await db
    .updateTable('operators')
    .set({ totp_pending_secret: sealed, updated_at: now })
    .where('id', '=', id)
    .where('totp_enabled', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves the pending secret in place and enables TOTP, once; false when already enabled. */
export async function enableTotp(
  db: Executor,
  id: number,
  pendingSealed: string,
  sealed: string,
  step: number,
  now: number,
): Promise<boolean> {
  const r = await db
    .updateTable('operators')
    .set({
      totp_secret: sealed,
      totp_pending_secret: null,
      totp_enabled: 1,
      totp_last_step: step,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('totp_enabled', '=', 0)
    .where('totp_pending_secret', '=', pendingSealed)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Uses up time step `step` of `id`'s TOTP: false when it (or a later one) was used already. */
export async function useTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const r = await db
    .updateTable('operators')
    .set({ totp_last_step: step, failed_logins: 0 })
    .where('id', '=', id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// --- sessions ---

export interface NewOperatorSession {
  operatorId: number;
  kind: 'session' | 'totp';
  now: number;
  expiresAt: number;
  ip: string;
  userAgent: string;
}

/** Opens a session (or a TOTP challenge); answers its token (only the hash is stored). */
export async function insertOperatorSession(db: Executor, s: NewOperatorSession): Promise<string> {
  const token = newToken();
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: sha256(token),
      operator_id: s.operatorId,
      kind: s.kind,
      created_at: s.now,
      expires_at: s.expiresAt,
      last_seen_at: s.now,
      ip: s.ip.slice(0, 64),
      user_agent: s.userAgent.slice(0, 255),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** A live TOTP challenge of `token`: the operator's id and the challenge's row. */
export async function findChallenge(
  db: Executor,
  token: string,
  now: number,
): Promise<{ id: number; operator_id: number } | undefined> {
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.id', 's.operator_id'])
    .where('s.token_hash', '=', sha256(token))
    .where('s.kind', '=', 'totp')
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('o.disabled', '=', 0)
    .executeTakeFirst();
}

/** Ends one session or challenge (once): whether it was live. */
export async function revokeOperatorSession(
  db: Executor,
  id: number,
  now: number,
): Promise<boolean> {
  const r = await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ends every live session and challenge of an operator; how many. */
export async function revokeOperatorSessions(
  db: Executor,
  operatorId: number,
  now: number,
): Promise<number> {
  const r = await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

// --- audit search ---

export interface AuditQuery {
  page: number;
  limit: number;
  operator_id?: number | undefined;
  action?: string | undefined;
  object_type?: string | undefined;
  object_id?: string | undefined;
  q?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

export interface AuditRow {
  id: number;
  at: number;
  operator_id: number | null;
  operator_name: string | null;
  ip: string;
  action: string;
  object_type: string;
  object_id: string;
  before_json: string | null;
  after_json: string | null;
}

/** Newest first, filtered; with the total of the filter. */
export async function searchAudit(
  db: Executor,
  f: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  let q = db.selectFrom('audit_log as a').leftJoin('operators as o', 'o.id', 'a.operator_id');
  if (f.operator_id !== undefined) q = q.where('a.operator_id', '=', f.operator_id);
  if (f.action) q = q.where('a.action', '=', f.action);
  if (f.object_type) q = q.where('a.object_type', '=', f.object_type);
  if (f.object_id) q = q.where('a.object_id', '=', f.object_id);
  if (f.from !== undefined) q = q.where('a.at', '>=', f.from);
  if (f.to !== undefined) q = q.where('a.at', '<', f.to);
  if (f.q) {
    const kw = `%${f.q.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    // ESCAPE is explicit: SQLite's LIKE has no default escape character (PostgreSQL's is \)
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`lower(o.name) like ${kw} escape '\\'`,
        sql<boolean>`lower(o.username) like ${kw} escape '\\'`,
        sql<boolean>`lower(a.action) like ${kw} escape '\\'`,
        sql<boolean>`lower(a.object_id) like ${kw} escape '\\'`,
      ]),
    );
  }
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await q
    .select([
      'a.id',
      'a.at',
      'a.operator_id',
      'o.name as operator_name',
      'a.ip',
      'a.action',
      'a.object_type',
      'a.object_id',
      'a.before_json',
      'a.after_json',
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}
