/**
 * The operator console's API (issue 20, docs/operators.md): operator sessions with a TOTP second
 * factor, the operator's own account, operator accounts and the audit log. Routes live under
 * `/api/ops/` (the merchant API owns `/api/admin/*`), served at `OPS_BASE` (runtime config
 * `opsBase`, default the same origin).
 *
 * Envelope: `{ code, message, data }`. Success is HTTP 200 with `code: 200`. A refusal answers
 * the HTTP status equal to its code: 401 no/expired/revoked operator session (or a consumer or
 * merchant token), 403 the role lacks the route's permission — or, with
 * `data: { reason: 'totp_required' }`, the role moves money (owner, finance) and the operator has
 * not enabled TOTP yet (only me, logout, totp/setup and totp/enable answer then), 422 bad input
 * (the message names the field) or a wrong password/code, 423 locked (too many wrong passwords
 * or codes; `data.locked_until`) or too many requests from one address.
 *
 * The client imports this module with `import type` only; the roles, permissions and audit
 * action codes it can use at run time are in `shared/rules/ops-permissions.ts`.
 */
import { z } from 'zod';
import { OPS_ROLES, type OpsPermission, type OpsRole } from '../rules/ops-permissions';
import type { ListData } from './envelope';
import { route } from './route';
import { id, intIn, limit, optionalId, page, singleLine } from './schemas';

// ---------------------------------------------------------------------------------------------
// Input pieces

/** An operator's login name: 2–32 of letters, digits, `_ . -`, case-sensitive. */
export const opsUsername = z
  .string({ error: 'required' })
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z0-9_.-]+$/, 'invalid');
/** A password as typed at login (checked against the hash only). */
export const opsLoginPassword = z.string({ error: 'required' }).min(1).max(128);
/** A password an operator is given (admin:create --password-stdin): 10–128 characters. */
export const opsNewPassword = z.string({ error: 'required' }).min(10).max(128);
/** A TOTP code: 6 digits. */
export const totpCode = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits');
const opaqueToken = z
  .string({ error: 'required' })
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'invalid');
const flag = z.preprocess(
  (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'invalid' }),
);
const unixSeconds = intIn(0, 2 ** 40);

export const opsLoginInput = z.object({ username: opsUsername, password: opsLoginPassword });
export const opsLoginTotpInput = z.object({ challenge: opaqueToken, code: totpCode });
export const opsLogoutInput = z.object({
  /** true: end every session of the operator (audited `ops.logout_all`) */
  all: flag.default(false),
});
export const opsTotpEnableInput = z.object({ code: totpCode });

export const opsAuditInput = z.object({
  page,
  limit,
  operator_id: optionalId,
  /** an action code, e.g. `ops.login` (exact) */
  action: z
    .string()
    .trim()
    .max(64)
    .regex(/^[a-z0-9_.]*$/, 'invalid')
    .optional(),
  object_type: z
    .string()
    .trim()
    .max(32)
    .regex(/^[a-z0-9_.]*$/, 'invalid')
    .optional(),
  object_id: singleLine(64).optional(),
  /** free text: part of the operator's name or username, the action, the object id */
  q: singleLine(50).optional(),
  /** Unix seconds, inclusive */
  from: unixSeconds.optional(),
  /** Unix seconds, exclusive */
  to: unixSeconds.optional(),
});

export const opsOperatorsInput = z.object({ page, limit: intIn(1, 100).default(50) });
export const opsOperatorCreateInput = z.object({
  username: opsUsername,
  name: singleLine(32, 1),
  role: z.enum(OPS_ROLES),
});
export const opsOperatorUpdateInput = z.object({
  id,
  role: z.enum(OPS_ROLES).optional(),
  /** true: the operator cannot log in and its sessions end */
  disabled: flag.optional(),
});

// ---------------------------------------------------------------------------------------------
// Output types

/** The operator of a session (`/api/ops/me`, login answers). */
export interface Operator {
  id: number;
  username: string;
  name: string;
  role: OpsRole;
  /** what the role may do (shared/rules/ops-permissions.ts): the menu shows only these */
  permissions: OpsPermission[];
  totp_enabled: boolean;
  /** the role moves money: TOTP must be enabled before any other route answers */
  totp_required: boolean;
  created_at: number;
}

/** An operator account as the operators screen lists it. */
export interface OperatorAccount extends Operator {
  disabled: boolean;
  /** Unix seconds; 0 or past: not locked */
  locked_until: number;
}

/** A logged-in answer. */
export interface OpsSession {
  status: 'ok';
  /** the bearer token (`Authorization: Bearer <token>`) */
  token: string;
  /** Unix seconds: the session's absolute end (OPS_SESSION_MAX_S after login) */
  expires_at: number;
  operator: Operator;
}

/** The password was right and the account has TOTP: send the code with the challenge. */
export interface OpsTotpChallenge {
  status: 'totp';
  challenge: string;
  /** Unix seconds: the challenge's end (5 minutes) */
  expires_at: number;
}

export type OpsLoginData = OpsSession | OpsTotpChallenge;

/** `/api/ops/totp/setup`: a new pending secret (base32), not enabled until `totp/enable`. */
export interface OpsTotpSetup {
  secret: string;
  /** `otpauth://totp/...` for an authenticator app's QR code */
  otpauth_url: string;
}

/** One audit row: who did what to which object, from where, with the object before and after. */
export interface AuditEntry {
  id: number;
  /** Unix seconds */
  at: number;
  /** null: nobody logged in (a failed login of an unknown name) */
  operator_id: number | null;
  /** the operator's name ('' when none) */
  operator_name: string;
  ip: string;
  /** a code (shared/rules/ops-permissions.ts OPS_AUDIT_ACTIONS), rendered by the console */
  action: string;
  object_type: string;
  object_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** `/api/ops/operators/create`: the new account and its one-time password (shown once). */
export interface OperatorCreated {
  operator: OperatorAccount;
  password: string;
}

export const OPS = {
  login: route<OpsLoginData>()('/api/ops/login', opsLoginInput),
  loginTotp: route<OpsSession>()('/api/ops/login/totp', opsLoginTotpInput),
  logout: route<null>()('/api/ops/logout', opsLogoutInput),
  me: route<Operator>()('/api/ops/me', z.object({})),
  totpSetup: route<OpsTotpSetup>()('/api/ops/totp/setup', z.object({})),
  totpEnable: route<Operator>()('/api/ops/totp/enable', opsTotpEnableInput),
  audit: route<ListData<AuditEntry>>()('/api/ops/audit', opsAuditInput),
  operators: route<ListData<OperatorAccount>>()('/api/ops/operators', opsOperatorsInput),
  operatorCreate: route<OperatorCreated>()('/api/ops/operators', opsOperatorCreateInput),
  operatorUpdate: route<OperatorAccount>()('/api/ops/operators/update', opsOperatorUpdateInput),
};
