/**
 * Time-based one-time passwords (RFC 6238) for operators' second factor (issue 20,
 * docs/operators.md): SHA1, 6 digits, 30 s steps, one step either side accepted. The time is the
 * app clock's (tests move it). `verifyTotp` answers the time step the code belongs to, so the
 * caller can refuse a code whose step is not newer than the last one accepted (no replay).
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_S = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
const WINDOW = 1;

function totp(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URL an authenticator app reads (as a QR code). */
export function totpUrl(secretBase32: string, label: string, issuer: string): string {
  return totp(secretBase32, label, issuer).toString();
}

/** The code of `secretBase32` at `nowS` (Unix seconds): tests and the demo. */
export function totpCodeAt(secretBase32: string, nowS: number): string {
  return totp(secretBase32).generate({ timestamp: nowS * 1000 });
}

/** The time step of `code` within ±1 step of `nowS`, or null when it is not valid then. */
export function verifyTotp(secretBase32: string, code: string, nowS: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({
    token: code,
    timestamp: nowS * 1000,
    window: WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(nowS / TOTP_PERIOD_S) + delta;
}
