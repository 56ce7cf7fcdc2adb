import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCodeAt, totpUrl, verifyTotp } from './totp';

const SECRET = 'JBSWY3DPEHPK3PXP';
const NOW = 1_800_000_015; // step 60_000_000

describe('totp', () => {
  it('accepts the current code and one step either side, answering its step', () => {
    const step = Math.floor(NOW / 30);
    expect(verifyTotp(SECRET, totpCodeAt(SECRET, NOW), NOW)).toBe(step);
    expect(verifyTotp(SECRET, totpCodeAt(SECRET, NOW - 30), NOW)).toBe(step - 1);
    expect(verifyTotp(SECRET, totpCodeAt(SECRET, NOW + 30), NOW)).toBe(step + 1);
    expect(verifyTotp(SECRET, totpCodeAt(SECRET, NOW - 90), NOW)).toBeNull();
  });

  it('matches RFC 6238 (SHA1, 6 digits) for the RFC secret', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T=59 → 94287082 (8 digits)
    const rfc = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCodeAt(rfc, 59)).toBe('287082');
  });

  it('refuses malformed codes and makes new secrets with an otpauth URL', () => {
    expect(verifyTotp(SECRET, '12345', NOW)).toBeNull();
    expect(verifyTotp(SECRET, 'abcdef', NOW)).toBeNull();
    const s = newTotpSecret();
    expect(s).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUrl(s, 'admin', 'Shop')).toMatch(/^otpauth:\/\/totp\/Shop:admin\?/);
  });
});
