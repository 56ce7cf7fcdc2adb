/**
 * Issue 19 part E: register, login and the WeChat register/bind carry the `agreement_version`
 * the user accepted (/api/v3/config); this is the current one of the seeded clauses
 * (seed-messages.ts: user agreement 2.1, privacy policy 3.0). consent.test.ts checks it is.
 */
export const AGREED = { agreement_version: '2.1/3.0' } as const;
