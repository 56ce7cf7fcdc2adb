/**
 * Operator sign-in, the TOTP second factor and the operator's own session (issue 20,
 * docs/operators.md):
 *
 * - login: a right password opens a session, or — when the account has TOTP enabled — a
 *   5-minute challenge that `loginTotp` turns into a session with a valid code;
 * - throttling per account: every try of a password or a code is counted BEFORE it is checked
 *   (ops.repository `reserveOperatorAttempt`, a conditional update); the OPS_LOGIN_MAX_FAILURES-th
 *   wrong one locks the account for OPS_LOCK_S and answers 423 itself, and every try while locked
 *   (the right password too) answers 423 unchecked. A right password of a TOTP account gives its
 *   try back but does not clear the failures: only a right code does, so re-entering the
 *   password does not buy new code guesses. An unknown username answers the same message after
 *   the same hash. Plus the per-IP limit of the auth routes (lib/rate-limit.ts);
 * - a TOTP code counts once: its time step must be newer than the last one accepted;
 * - logins, failures, TOTP enrolment and logout-all are audited in the transaction of the change.
 */
import {
  OPS_LOCK_S,
  OPS_LOGIN_MAX_FAILURES,
  OPS_SESSION_MAX_S,
  OPS_TOTP_CHALLENGE_S,
  REPLY,
} from '../../../shared/constants';
import type {
  Operator,
  OpsLoginData,
  OpsSession,
  OpsTotpSetup,
} from '../../../shared/contract/ops';
import { permissionsOf, roleMovesMoney, type OpsRole } from '../../../shared/rules/ops-permissions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { disconnectOperator } from '../../lib/ops-events';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { ReplyError, invalid } from '../../lib/reply';
import { newTotpSecret, totpUrl, verifyTotp } from '../../lib/totp';
import { t, type Lang } from '../../messages';
import {
  clearOperatorFailures,
  enableTotp,
  findChallenge,
  findOperator,
  findOperatorByUsername,
  insertOperatorSession,
  lockOperator,
  releaseOperatorAttempt,
  reserveOperatorAttempt,
  revokeOperatorSession,
  revokeOperatorSessions,
  setPendingTotp,
  useTotpStep,
  type OperatorRow,
} from './ops.repository';

/** Secret-box contexts: a sealed value opens only in its own column. */
export const TOTP_SECRET_CONTEXT = 'operators.totp_secret';
export const TOTP_PENDING_CONTEXT = 'operators.totp_pending_secret';

const DUMMY_HASH = hashPassword('ops-timing-equaliser');

/** The operator as the console sees it. */
export function toOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role as OpsRole,
    permissions: permissionsOf(row.role),
    totp_enabled: row.totp_enabled === 1,
    totp_required: roleMovesMoney(row.role),
    created_at: Number(row.created_at),
  };
}

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

function lockedError(lang: Lang, until: number, now: number): ReplyError {
  const minutes = Math.max(1, Math.ceil((until - now) / 60));
  return new ReplyError(REPLY.LOCKED, t(lang, 'ops.locked', { n: minutes }), {
    locked_until: until,
  });
}

/** Counts one try of `op` before checking it, or throws 423 when it is locked. */
async function reserve(app: AppContext, lang: Lang, op: OperatorRow): Promise<number> {
  const now = app.clock.now();
  const count = await reserveOperatorAttempt(app.database.db, op.id, OPS_LOGIN_MAX_FAILURES, now);
  if (count !== null) return count;
  const fresh = await findOperator(app.database.db, op.id);
  const until = Number(fresh?.locked_until ?? 0);
  throw lockedError(lang, until > now ? until : now + OPS_LOCK_S, now);
}

/** A wrong password or code: the failure is audited; the try that used up the last one locks. */
async function failed(
  app: AppContext,
  lang: Lang,
  op: OperatorRow,
  count: number,
  actor: AuditActor,
  stage: 'password' | 'totp',
  wrong: ReplyError,
): Promise<ReplyError> {
  const now = app.clock.now();
  return app.database.db.transaction().execute(async (tx) => {
    let err = wrong;
    if (count >= OPS_LOGIN_MAX_FAILURES) {
      err = lockedError(lang, await lockOperator(tx, op.id, now + OPS_LOCK_S, now), now);
    }
    await recordAudit(
      tx,
      { ...actor, operatorId: op.id },
      {
        action: 'ops.login_failed',
        object_type: 'operator',
        object_id: op.id,
        after: { username: op.username, stage, locked: err !== wrong },
      },
    );
    return err;
  });
}

/** Opens a session of `op` and audits the login, in `tx` (the caller's transaction). */
async function openSession(
  tx: Executor,
  app: AppContext,
  op: OperatorRow,
  actor: AuditActor,
  meta: ClientMeta,
  method: 'password' | 'totp',
): Promise<OpsSession> {
  const now = app.clock.now();
  const expiresAt = now + OPS_SESSION_MAX_S;
  const token = await insertOperatorSession(tx, {
    operatorId: op.id,
    kind: 'session',
    now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  await recordAudit(
    tx,
    { ...actor, operatorId: op.id },
    { action: 'ops.login', object_type: 'operator', object_id: op.id, after: { method } },
  );
  return { status: 'ok', token, expires_at: expiresAt, operator: toOperator(op) };
}

export async function opsLogin(
  app: AppContext,
  lang: Lang,
  input: { username: string; password: string },
  actor: AuditActor,
  meta: ClientMeta,
): Promise<OpsLoginData> {
  const { db } = app.database;
  const wrong = invalid(t(lang, 'ops.wrongPassword'));
  const op = await findOperatorByUsername(db, input.username);
  if (!op) {
    await verifyPassword(input.password, await DUMMY_HASH);
    await recordAudit(db, actor, {
      action: 'ops.login_failed',
      object_type: 'operator',
      object_id: '',
      after: { username: input.username, stage: 'password', locked: false },
    });
    throw wrong;
  }
  const count = await reserve(app, lang, op);
  const good = await verifyPassword(input.password, op.password_hash);
  if (!good || op.disabled !== 0) {
    throw await failed(app, lang, op, count, actor, 'password', wrong);
  }
  if (op.totp_enabled === 1) {
    await releaseOperatorAttempt(db, op.id);
    const now = app.clock.now();
    const expiresAt = now + OPS_TOTP_CHALLENGE_S;
    const challenge = await insertOperatorSession(db, {
      operatorId: op.id,
      kind: 'totp',
      now,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return { status: 'totp', challenge, expires_at: expiresAt };
  }
  await clearOperatorFailures(db, op.id);
  return db.transaction().execute((tx) => openSession(tx, app, op, actor, meta, 'password'));
}

export async function opsLoginTotp(
  app: AppContext,
  lang: Lang,
  input: { challenge: string; code: string },
  actor: AuditActor,
  meta: ClientMeta,
): Promise<OpsSession> {
  const { db } = app.database;
  const challenge = await findChallenge(db, input.challenge, app.clock.now());
  if (!challenge) throw invalid(t(lang, 'ops.challengeExpired'));
  const op = await findOperator(db, challenge.operator_id);
  if (!op || op.totp_enabled !== 1 || !op.totp_secret) {
    throw invalid(t(lang, 'ops.challengeExpired'));
  }
  const count = await reserve(app, lang, op);
  const wrong = invalid(t(lang, 'ops.wrongCode'));
  const secret = app.secrets.open(op.totp_secret, TOTP_SECRET_CONTEXT);
  const step = verifyTotp(secret, input.code, app.clock.now());
  if (step === null) throw await failed(app, lang, op, count, actor, 'totp', wrong);
  const session = await db.transaction().execute(async (tx) => {
    // the step is used up and the challenge ends in the transaction that opens the session
    if (!(await useTotpStep(tx, op.id, step))) return null;
    if (!(await revokeOperatorSession(tx, challenge.id, app.clock.now()))) return 'gone' as const;
    return openSession(tx, app, op, actor, meta, 'totp');
  });
  if (session === 'gone') throw invalid(t(lang, 'ops.challengeExpired'));
  // a replayed code (its step, or a later one, was accepted already) is a wrong code
  if (session === null) throw await failed(app, lang, op, count, actor, 'totp', wrong);
  return session;
}

export async function opsMe(app: AppContext, lang: Lang, operatorId: number): Promise<Operator> {
  const op = await findOperator(app.database.db, operatorId);
  if (!op) throw new ReplyError(REPLY.UNAUTHORIZED, t(lang, 'ops.loginRequired'));
  return toOperator(op);
}

/** Ends this session, or with `all` every session of the operator (audited). */
export async function opsLogout(
  app: AppContext,
  operator: { id: number; tokenId: number },
  all: boolean,
  actor: AuditActor,
): Promise<null> {
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (tx) => {
    if (!all) {
      await revokeOperatorSession(tx, operator.tokenId, now);
      return;
    }
    const n = await revokeOperatorSessions(tx, operator.id, now);
    await recordAudit(tx, actor, {
      action: 'ops.logout_all',
      object_type: 'operator',
      object_id: operator.id,
      after: { sessions: n },
    });
  });
  // the sockets of the revoked sessions end with them (lib/ops-events.ts)
  if (all) disconnectOperator(app, operator.id);
  return null;
}

/** A new pending secret (replacing a pending one); TOTP is not enabled until `totpEnable`. */
export async function opsTotpSetup(
  app: AppContext,
  lang: Lang,
  operatorId: number,
): Promise<OpsTotpSetup> {
  const op = await findOperator(app.database.db, operatorId);
  if (!op) throw new ReplyError(REPLY.UNAUTHORIZED, t(lang, 'ops.loginRequired'));
  const secret = newTotpSecret();
  const sealed = app.secrets.seal(secret, TOTP_PENDING_CONTEXT);
  if (!(await setPendingTotp(app.database.db, op.id, sealed, app.clock.now()))) {
    throw invalid(t(lang, 'ops.totpAlreadyEnabled'));
  }
  return { secret, otpauth_url: totpUrl(secret, op.username, app.config.appTitle) };
}

/** Proves the pending secret with a code and enables TOTP (audited `ops.totp_enable`). */
export async function opsTotpEnable(
  app: AppContext,
  lang: Lang,
  operatorId: number,
  code: string,
  actor: AuditActor,
): Promise<Operator> {
  const { db } = app.database;
  const op = await findOperator(db, operatorId);
  if (!op) throw new ReplyError(REPLY.UNAUTHORIZED, t(lang, 'ops.loginRequired'));
  if (op.totp_enabled === 1) throw invalid(t(lang, 'ops.totpAlreadyEnabled'));
  if (!op.totp_pending_secret) throw invalid(t(lang, 'ops.totpNotSetUp'));
  const secret = app.secrets.open(op.totp_pending_secret, TOTP_PENDING_CONTEXT);
  const now = app.clock.now();
  const step = verifyTotp(secret, code, now);
  if (step === null) throw invalid(`code: ${t(lang, 'ops.wrongCode')}`);
  const pending = op.totp_pending_secret;
  const done = await db.transaction().execute(async (tx) => {
    const sealed = app.secrets.seal(secret, TOTP_SECRET_CONTEXT);
    if (!(await enableTotp(tx, op.id, pending, sealed, step, now))) return false;
    await recordAudit(tx, actor, {
      action: 'ops.totp_enable',
      object_type: 'operator',
      object_id: op.id,
      before: { totp_enabled: false },
      after: { totp_enabled: true },
    });
    return true;
  });
  if (!done) throw invalid(t(lang, 'ops.totpNotSetUp'));
  return toOperator({ ...op, totp_enabled: 1 });
}
