/**
 * SQL of the owner's reset of an operator's credentials (issue 20, part `dash`): a new password
 * hash (the lock and the failure count cleared with it) and/or TOTP cleared (the enrolled and the
 * pending secret, the last accepted step).
 */
import type { Updateable } from 'kysely';
import type { Executor } from '../../db';
import type { OperatorsTable } from '../../db/schema';
import type { OperatorRow } from './ops.repository';

export async function resetOperatorCredentials(
  db: Executor,
  id: number,
  reset: { passwordHash?: string | undefined; totp: boolean },
  now: number,
): Promise<OperatorRow | undefined> {
  const set: Updateable<OperatorsTable> = { updated_at: now };
  if (reset.passwordHash !== undefined) {
    set.password_hash = reset.passwordHash;
    set.failed_logins = 0;
    set.locked_until = 0;
  }
  if (reset.totp) {
    set.totp_secret = null;
    set.totp_pending_secret = null;
    set.totp_enabled = 0;
    set.totp_last_step = 0;
  }
  return db
    .updateTable('operators')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
