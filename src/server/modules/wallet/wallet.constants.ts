/**
 * Server-side wallet limits not shared with the client (the shared ones live in
 * shared/contract/schemas.ts: withdrawal minimum and fee, transfer limits, card count).
 */

/** Wrong pay-password tries before it locks, count (docs/api-wallet-account.md). */
export const PAY_PASSWORD_MAX_TRIES = 5;
/** How long a pay password stays locked, seconds (15 minutes). */
export const PAY_PASSWORD_LOCK_S = 15 * 60;
