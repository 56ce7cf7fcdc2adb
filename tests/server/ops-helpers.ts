/**
 * Operator fixtures for the server tests (issue 20): an operator of a role with a live session,
 * made directly in the database (the login itself is tested in ops-auth.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { OPS_SESSION_MAX_S } from '../../src/shared/constants';
import type { OpsRole } from '../../src/shared/rules/ops-permissions';
import { hashPassword } from '../../src/server/lib/crypto';
import { insertOperatorSession } from '../../src/server/modules/ops/ops.repository';
import { TOTP_SECRET_CONTEXT } from '../../src/server/modules/ops/ops-auth.service';
import type { Actor, TestServer } from './harness';

export const OPS_TEST_PASSWORD = 'ops-test-password';
export const OPS_TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

const HASH = hashPassword(OPS_TEST_PASSWORD);

/** A new operator of `role` (TOTP enabled unless `totp: false`). */
export async function opsOperator(
  t: TestServer,
  role: OpsRole,
  opts: { totp?: boolean } = {},
): Promise<{ id: number; username: string }> {
  const totp = opts.totp ?? true;
  const username = `t${role}${randomBytes(4).toString('hex')}`;
  const now = t.clock.now();
  const row = await t.app.database.db
    .insertInto('operators')
    .values({
      username,
      name: `Test ${role}`,
      role,
      password_hash: await HASH,
      totp_secret: totp ? t.app.secrets.seal(OPS_TEST_TOTP_SECRET, TOTP_SECRET_CONTEXT) : null,
      totp_pending_secret: null,
      totp_enabled: totp ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username };
}

/** A new live session of operator `id` (its bearer token). */
export async function opsSessionOf(t: TestServer, id: number): Promise<Actor> {
  const now = t.clock.now();
  const token = await insertOperatorSession(t.app.database.db, {
    operatorId: id,
    kind: 'session',
    now,
    expiresAt: now + OPS_SESSION_MAX_S,
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { id, token };
}

/** A new operator of `role` with a live session. */
export async function opsActor(
  t: TestServer,
  role: OpsRole,
  opts: { totp?: boolean } = {},
): Promise<Actor> {
  const op = await opsOperator(t, role, opts);
  return { ...(await opsSessionOf(t, op.id)), account: op.username };
}
