/**
 * The operator console's users area (issue 20, part users; docs/operators.md "Users"): search
 * the shop's consumers, read one account (profile, orders, wallet, rights, sessions, push
 * devices, real name, cancellation), grant or take a right, restrict or lift an account (a
 * restricted account answers 237 on every logged-in consumer request), revoke its sessions, and
 * finish the anonymisation of an account its owner cancelled (verified by SMS). Reads need
 * `users.read`, writes `users.write`; every write is audited (object_type `user`).
 */
import { z } from 'zod';
import {
  RESTRICT_REASONS,
  USER_RIGHTS,
  USER_STATUS_NAMES,
  type UserRight,
  type UserStatusName,
} from '../rules/ops-users';
import type { ListData } from './envelope';
import { route } from './route';
import { id, intIn, optionalId, page, singleLine } from './schemas';

const unixSeconds = intIn(0, 2 ** 40);
const flag = z.preprocess(
  (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'invalid' }),
);

export const OPS_USER_SORTS = ['newest', 'oldest'] as const;

export const opsUsersInput = z.object({
  page,
  limit: intIn(1, 100).default(20),
  /** digits: 11 = the exact number, fewer = its last digits */
  mobile: z
    .string()
    .trim()
    .regex(/^\d{1,11}$/, 'invalid')
    .optional(),
  /** part of the nickname */
  nickname: singleLine(32).optional(),
  /** the user id (exact) */
  user_id: optionalId,
  status: z.enum(USER_STATUS_NAMES as [UserStatusName, ...UserStatusName[]]).optional(),
  /** users holding this right */
  right: z.enum(USER_RIGHTS).optional(),
  /** registered at or after (Unix seconds) */
  from: unixSeconds.optional(),
  /** registered before (Unix seconds, exclusive) */
  to: unixSeconds.optional(),
  sort: z.enum(OPS_USER_SORTS).default('newest'),
});
export type OpsUsersQuery = z.output<typeof opsUsersInput>;

export const opsUserIdInput = z.object({ id });
export const opsUserRightInput = z.object({
  id,
  right: z.enum(USER_RIGHTS),
  /** true: grant; false: take */
  granted: flag,
});
export const opsUserRestrictInput = z.object({
  id,
  reason: z.enum(RESTRICT_REASONS),
  note: singleLine(200).default(''),
});
export const opsUserUnrestrictInput = z.object({ id, note: singleLine(200).default('') });

/** One account in the search list (mobile masked). */
export interface OpsUserRow {
  id: number;
  mobile_masked: string;
  nickname: string;
  avatar: string;
  status: UserStatusName;
  rights: UserRight[];
  real_name_verified: boolean;
  created_at: number;
}

export interface OpsUserOrder {
  id: number;
  order_sn: string;
  /** orders.status (shared order states) */
  status: number;
  /** fen */
  pay_amount: number;
  created_at: number;
}

export interface OpsUserSession {
  id: number;
  device: string;
  created_at: number;
  last_used_at: number;
  /** null: live (unless past its idle/absolute limit) */
  revoked_at: number | null;
}

export interface OpsUserDevice {
  id: number;
  /** the push client id, masked */
  cid: string;
  platform: string;
  created_at: number;
  updated_at: number;
}

export interface OpsUserRestriction {
  /** a RestrictReason code (an older code is shown as is) */
  reason: string;
  note: string;
  at: number;
  operator_name: string;
}

/**
 * The cancellation of the account: `none` (active or restricted), `verified` (its owner
 * cancelled it with the SMS code; the account module anonymised the profile), `anonymised`
 * (an operator also removed its ID and bank card data and push devices).
 */
export type OpsCancellationState = 'none' | 'verified' | 'anonymised';

export interface OpsUserDetail {
  id: number;
  /** full for `users.write`, else masked */
  mobile: string;
  mobile_masked: string;
  nickname: string;
  avatar: string;
  status: UserStatusName;
  created_at: number;
  invite_code: string;
  inviter_id: number | null;
  real_name: {
    verified: boolean;
    name_masked: string;
    id_masked: string;
    verified_at: number | null;
  };
  /** the last restriction while restricted, else null */
  restriction: OpsUserRestriction | null;
  cancellation: OpsCancellationState;
  /** integral in points; reward_money and balance in fen */
  wallet: { integral: number; reward_money: number; balance: number };
  rights: UserRight[];
  orders: { total: number; list: OpsUserOrder[] };
  sessions: OpsUserSession[];
  devices: OpsUserDevice[];
  addresses: number;
  bank_cards: number;
}

export const OPS_USERS = {
  list: route<ListData<OpsUserRow>>()('/api/ops/users', opsUsersInput),
  detail: route<OpsUserDetail>()('/api/ops/users/detail', opsUserIdInput),
  right: route<OpsUserDetail>()('/api/ops/users/right', opsUserRightInput),
  restrict: route<OpsUserDetail>()('/api/ops/users/restrict', opsUserRestrictInput),
  unrestrict: route<OpsUserDetail>()('/api/ops/users/unrestrict', opsUserUnrestrictInput),
  revokeSessions: route<OpsUserDetail>()('/api/ops/users/sessions/revoke', opsUserIdInput),
  anonymise: route<OpsUserDetail>()('/api/ops/users/anonymise', opsUserIdInput),
};
