/**
 * The operator console's users area (issue 20, part users): the account states, the seller-side
 * rights an operator may grant or take (`user_rights.right`, read by the consumer app through
 * `/api/user/get_seller_access`), the reasons of a restriction, and the masked mobile shown in
 * lists. Pure: read by the server and the console.
 */

/** users.status: 0 active, 1 restricted by staff (answers 237), 2 cancelled by the user. */
export const USER_STATUS = { active: 0, restricted: 1, cancelled: 2 } as const;
export type UserStatusName = keyof typeof USER_STATUS;
export const USER_STATUS_NAMES = Object.keys(USER_STATUS) as UserStatusName[];

/** The name of a users.status value (an unknown value reads as restricted: not active). */
export function userStatusName(status: number): UserStatusName {
  if (status === USER_STATUS.active) return 'active';
  if (status === USER_STATUS.cancelled) return 'cancelled';
  return 'restricted';
}

/** The rights of `user_rights` (modules/account sellerAccess). */
export const USER_RIGHTS = ['seller', 'live_manager', 'agent', 'shop_owner'] as const;
export type UserRight = (typeof USER_RIGHTS)[number];

/** Why an operator restricts an account (a code; the console renders it). */
export const RESTRICT_REASONS = [
  'fraud',
  'abuse',
  'spam',
  'chargeback',
  'complaint',
  'security',
  'other',
] as const;
export type RestrictReason = (typeof RESTRICT_REASONS)[number];

/** `138****8000`: the first 3 and last 4 digits of an 11-digit mobile; others fully starred. */
export function maskMobile(mobile: string): string {
  if (/^\d{11}$/.test(mobile)) return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  if (mobile.startsWith('cancelled:')) return mobile;
  return '*'.repeat(Math.min(mobile.length, 11));
}
