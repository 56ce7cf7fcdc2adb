import { describe, expect, it } from 'vitest';
import { isBankCardLuhn } from '../../../shared/rules/validate';
import { cardDigits, cardTail, groupCardNumber, maskCardNumber } from './card-number';

describe('card numbers', () => {
  it('keeps at most 19 digits of what is typed or pasted', () => {
    expect(cardDigits('6222 0212-3456 7890 128')).toBe('6222021234567890128');
    expect(cardDigits('62220212345678901281234')).toBe('6222021234567890128');
    expect(cardDigits('abc')).toBe('');
  });

  it('groups by four while typing', () => {
    expect(groupCardNumber('6222021234567890128')).toBe('6222 0212 3456 7890 128');
    expect(groupCardNumber('6222 0212 3456 7890')).toBe('6222 0212 3456 7890');
    expect(groupCardNumber('62220')).toBe('6222 0');
    expect(groupCardNumber('6222')).toBe('6222');
    expect(groupCardNumber('')).toBe('');
  });

  it('masks all but the last four', () => {
    expect(maskCardNumber('6222021234567890128')).toBe('**** **** **** 0128');
    expect(maskCardNumber('123')).toBe('123');
    expect(cardTail('**** **** **** 1234')).toBe('1234');
    expect(cardTail('6222021234567890128')).toBe('0128');
  });

  it('the e2e card number passes Luhn', () => {
    expect(isBankCardLuhn('6222021234567890128')).toBe(true);
    expect(isBankCardLuhn('6222021234567890127')).toBe(false);
  });
});
