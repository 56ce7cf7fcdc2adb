/**
 * Operator accounts (issue 20, docs/operators.md "Accounts"): list, create (a generated one-time
 * password, shown once), change a role or disable — each audited in its transaction. Rules: an
 * operator cannot disable itself or change its own role, and at least one active owner remains.
 * `createFirstOwner` is the production bootstrap (`npm run admin:create`, ops-cli.ts).
 */
import { randomBytes } from 'node:crypto';
import type { ListData } from '../../../shared/contract/envelope';
import type { OperatorAccount, OperatorCreated } from '../../../shared/contract/ops';
import type { OperatorReset } from '../../../shared/contract/ops-dash';
import type { OpsRole } from '../../../shared/rules/ops-permissions';
import type { AppContext } from '../../context';
import type { Db, Executor } from '../../db';
import { disconnectOperator } from '../../lib/ops-events';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { hashPassword } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { invalid } from '../../lib/reply';
import { t, type Lang } from '../../messages';
import { toOperator } from './ops-auth.service';
import { resetOperatorCredentials } from './operator-reset.repository';
import {
  countActiveOwners,
  findOperator,
  findOperatorByUsername,
  insertOperator,
  listOperators,
  revokeOperatorSessions,
  updateOperatorAccount,
  type OperatorRow,
} from './ops.repository';

export function toAccount(row: OperatorRow): OperatorAccount {
  return {
    ...toOperator(row),
    disabled: row.disabled === 1,
    locked_until: Number(row.locked_until),
  };
}

/** What the audit log keeps of an account (never a hash or a secret). */
const snapshot = (row: OperatorRow): Record<string, unknown> => ({
  username: row.username,
  name: row.name,
  role: row.role,
  disabled: row.disabled === 1,
});

/** A strong one-time password: 120 random bits, 20 characters of base64url. */
export function newOperatorPassword(): string {
  return randomBytes(15).toString('base64url');
}

export async function operatorList(
  app: AppContext,
  p: { page: number; limit: number },
): Promise<ListData<OperatorAccount>> {
  const { rows, total } = await listOperators(app.database.db, p);
  return { list: rows.map(toAccount), total, page: p.page, limit: p.limit };
}

export async function operatorCreate(
  app: AppContext,
  lang: Lang,
  input: { username: string; name: string; role: OpsRole },
  actor: AuditActor,
): Promise<OperatorCreated> {
  const password = newOperatorPassword();
  const hash = await hashPassword(password);
  try {
    const row = await app.database.db.transaction().execute(async (tx) => {
      if (await findOperatorByUsername(tx, input.username)) return null;
      const created = await insertOperator(tx, {
        ...input,
        password_hash: hash,
        now: app.clock.now(),
      });
      await recordAudit(tx, actor, {
        action: 'ops.operator_create',
        object_type: 'operator',
        object_id: created.id,
        after: snapshot(created),
      });
      return created;
    });
    if (!row) throw invalid(`username: ${t(lang, 'ops.usernameTaken')}`);
    return { operator: toAccount(row), password };
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid(`username: ${t(lang, 'ops.usernameTaken')}`);
    throw err;
  }
}

export async function operatorUpdate(
  app: AppContext,
  lang: Lang,
  input: { id: number; role?: OpsRole | undefined; disabled?: boolean | undefined },
  actor: AuditActor,
): Promise<OperatorAccount> {
  const now = app.clock.now();
  let revoked = false;
  const result = await app.database.db.transaction().execute(async (tx: Executor) => {
    const before = await findOperator(tx, input.id);
    if (!before) return 'missing' as const;
    const role = input.role ?? before.role;
    const disabled = input.disabled === undefined ? before.disabled : input.disabled ? 1 : 0;
    const self = input.id === actor.operatorId;
    if (self && (role !== before.role || disabled !== before.disabled)) return 'self' as const;
    const wasActiveOwner = before.role === 'owner' && before.disabled === 0;
    const staysActiveOwner = role === 'owner' && disabled === 0;
    if (wasActiveOwner && !staysActiveOwner && (await countActiveOwners(tx, before.id)) === 0) {
      return 'lastOwner' as const;
    }
    const after = await updateOperatorAccount(tx, input.id, { role, disabled }, now);
    if (!after) return 'missing' as const;
    // a disabled operator's sessions end with the change; a new role needs a new login too
    if (disabled === 1 || role !== before.role) {
      revoked = (await revokeOperatorSessions(tx, input.id, now)) >= 0;
    }
    await recordAudit(tx, actor, {
      action: 'ops.operator_update',
      object_type: 'operator',
      object_id: input.id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
  if (result === 'missing') throw invalid(`id: ${t(lang, 'ops.operatorNotFound')}`);
  // the sockets of revoked sessions end with them (lib/ops-events.ts)
  if (revoked) disconnectOperator(app, input.id);
  if (result === 'self') throw invalid(t(lang, 'ops.notYourself'));
  if (result === 'lastOwner') throw invalid(t(lang, 'ops.lastOwner'));
  return toAccount(result);
}

/**
 * The owner resets another operator (issue 20, part `dash`): a new generated password (answered
 * once) and/or TOTP cleared (a money role enrols again at its next login: the route guard
 * refuses it everything else). A new password also clears the lock. Either way every session of
 * the operator ends and its sockets are disconnected. Not yourself; at least one of the two.
 * Audited `ops.operator_reset` with what was reset, never the password or a secret.
 */
export async function operatorReset(
  app: AppContext,
  lang: Lang,
  input: { id: number; password?: boolean | undefined; totp?: boolean | undefined },
  actor: AuditActor,
): Promise<OperatorReset> {
  if (!input.password && !input.totp) throw invalid(`password: ${t(lang, 'opsDash.resetNothing')}`);
  if (input.id === actor.operatorId) throw invalid(`id: ${t(lang, 'opsDash.resetYourself')}`);
  const password = input.password ? newOperatorPassword() : null;
  const passwordHash = password === null ? undefined : await hashPassword(password);
  const now = app.clock.now();
  const result = await app.database.db.transaction().execute(async (tx: Executor) => {
    const before = await findOperator(tx, input.id);
    if (!before) return null;
    const after = await resetOperatorCredentials(
      tx,
      input.id,
      { passwordHash, totp: input.totp === true },
      now,
    );
    if (!after) return null;
    await revokeOperatorSessions(tx, input.id, now);
    await recordAudit(tx, actor, {
      action: 'ops.operator_reset',
      object_type: 'operator',
      object_id: input.id,
      before: { ...snapshot(before), totp_enabled: before.totp_enabled === 1 },
      after: {
        ...snapshot(after),
        totp_enabled: after.totp_enabled === 1,
        password_reset: password !== null,
        totp_reset: input.totp === true,
      },
    });
    return after;
  });
  if (!result) throw invalid(`id: ${t(lang, 'ops.operatorNotFound')}`);
  // the sockets of the revoked sessions end with them (lib/ops-events.ts)
  disconnectOperator(app, input.id);
  return { operator: toAccount(result), password };
}

/**
 * The first owner of a production database (`npm run admin:create`): refused when the username
 * exists. The password is the given one or a generated strong one (answered, to print once).
 * Audited as `ops.operator_create` by nobody (operator_id null, ip `cli`).
 */
export async function createFirstOwner(
  db: Db,
  input: { username: string; name: string; password?: string | undefined },
  now: number,
): Promise<{ operator: OperatorRow; password: string; generated: boolean }> {
  const generated = input.password === undefined;
  const password = input.password ?? newOperatorPassword();
  const hash = await hashPassword(password);
  if (await findOperatorByUsername(db, input.username)) {
    throw new Error(`operator "${input.username}" already exists`);
  }
  const operator = await db
    .transaction()
    .execute(async (tx) => {
      const row = await insertOperator(tx, {
        username: input.username,
        name: input.name,
        role: 'owner',
        password_hash: hash,
        now,
      });
      await recordAudit(
        tx,
        { operatorId: null, ip: 'cli', at: now },
        {
          action: 'ops.operator_create',
          object_type: 'operator',
          object_id: row.id,
          after: snapshot(row),
        },
      );
      return row;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new Error(`operator "${input.username}" already exists`);
      throw err;
    });
  return { operator, password, generated };
}
