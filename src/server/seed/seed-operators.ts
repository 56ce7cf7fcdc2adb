/**
 * The demo operators of the operator console (issue 20, docs/operators.md): only in demo mode
 * (`npm start`), never in production (`npm run admin:create` makes the first owner there).
 * - `admin` (owner) with TOTP ENABLED from the fixed DEMO_TOTP_SECRET printed at start;
 * - `finance` (finance, TOTP not yet enabled: it must enrol before anything but its own
 *   account answers) and `service` (customer service).
 * All with the password demo123456. The TOTP secret is sealed with the data key like any other.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import type { SecretBox } from '../lib/secret-box';

export const DEMO_OPERATOR_PASSWORD = 'demo123456';
/** The demo owner's TOTP secret (base32), printed with the demo logins. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const DEMO_OPERATORS = [
  { username: 'admin', name: '演示管理员', role: 'owner', totp: true },
  { username: 'finance', name: '演示财务', role: 'finance', totp: false },
  { username: 'service', name: '演示客服', role: 'service', totp: false },
] as const;

/** Seeds the demo operators into a database that has none; whether it did. */
export async function seedDemoOperators(
  db: Kysely<DB>,
  secrets: SecretBox,
  now: number,
): Promise<boolean> {
  const any = await db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const hash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  await db
    .insertInto('operators')
    .values(
      DEMO_OPERATORS.map((o) => ({
        username: o.username,
        name: o.name,
        role: o.role,
        password_hash: hash,
        // the context of ops-auth.service.ts TOTP_SECRET_CONTEXT
        totp_secret: o.totp ? secrets.seal(DEMO_TOTP_SECRET, 'operators.totp_secret') : null,
        totp_pending_secret: null,
        totp_enabled: o.totp ? 1 : 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return true;
}
