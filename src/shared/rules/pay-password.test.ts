import { describe, expect, it } from 'vitest';
import { isWeakPayPassword } from './pay-password';

describe('isWeakPayPassword', () => {
  it('refuses one digit six times and six consecutive digits either way', () => {
    for (const p of [
      '111111',
      '000000',
      '999999',
      '123456',
      '234567',
      '456789',
      '654321',
      '987654',
      '012345',
      '543210',
    ])
      expect(isWeakPayPassword(p), p).toBe(true);
  });

  it('accepts the others', () => {
    for (const p of ['147036', '258036', '135790', '999990', '123457', '112233', '121212'])
      expect(isWeakPayPassword(p), p).toBe(false);
  });

  it('says nothing about what is not six digits (the format rule does)', () => {
    expect(isWeakPayPassword('12345')).toBe(false);
    expect(isWeakPayPassword('1234567')).toBe(false);
    expect(isWeakPayPassword('abcdef')).toBe(false);
  });
});
