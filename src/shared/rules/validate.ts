// Shared validation rules, spec section 5. Each takes the raw string as typed and never trims:
// surrounding whitespace makes a value invalid. `\d` without the `u` flag is ASCII 0-9 only.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

const INTEGER = /^-?\d+$/;
const NON_NEGATIVE_INTEGER = /^\d+$/;
// At least one non-zero digit, so '-0' and '-000' are not negative.
const NEGATIVE_INTEGER = /^-0*[1-9]\d*$/;
const NUMBER = /^[+-]?\d+(\.\d+)?$/;
// Money (issue 25): stricter than the spec's price rule on purpose. The spec allows any decimal
// number; a price here is yuan that becomes integer fen, so at most two decimals (a third would be
// a fraction of a fen) and no leading zero ('0.5' and '10' yes, '01' and '1.005' no).
const PRICE = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
const MOBILE = /^1[3-9]\d{9}$/;
// Area code 0 + 2 or 3 digits, local number of 7 or 8 digits not starting with 0, extension 1-6.
const LANDLINE = /^0\d{2,3}-[1-9]\d{6,7}(-\d{1,6})?$/;
// Dot-atom local part; domain labels of letters, digits and inner hyphens; alphabetic TLD.
const EMAIL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@(?:${EMAIL_LABEL}\\.)+[A-Za-z]{2,}$`);
const EMAIL_MAX_LENGTH = 254;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Uppercase X only, as written in the spec.
const ID_CARD = /^(\d{15}|\d{17}[\dX])$/;
// Letters in either case (spec section 5 does not restrict the case; people type 粤b12345);
// normalizePlate stores them upper case.
const PLATE = /^[\u4e00-\u9fa5][A-Za-z0-9]{6}$/;
const SIX_DIGITS = /^\d{6}$/;
const BANK_CARD = /^\d{13,19}$/;

/** GB 11643-1999 weights of the first 17 digits and the check character by sum mod 11. */
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CARD_CHECK = '10X98765432';

export function isInteger(s: string): boolean {
  return INTEGER.test(s);
}

export function isNonNegativeInteger(s: string): boolean {
  return NON_NEGATIVE_INTEGER.test(s);
}

/** Strictly below zero: '-3' yes, '-0' no. */
export function isNegativeInteger(s: string): boolean {
  return NEGATIVE_INTEGER.test(s);
}

/** Optional sign, digits, optional fraction with at least one digit ('1.' and '.5' are not). */
export function isNumber(s: string): boolean {
  return NUMBER.test(s);
}

/** Non-negative amount in yuan with at most 2 decimals. */
export function isPrice(s: string): boolean {
  return PRICE.test(s);
}

/** Mainland mobile: 1, a digit 3-9, then 9 digits. */
export function isMobile(s: string): boolean {
  return MOBILE.test(s);
}

/** Mainland landline with area code ('010-12345678', '0755-1234567-123') or a mobile. */
export function isPhone(s: string): boolean {
  return LANDLINE.test(s) || MOBILE.test(s);
}

export function isEmail(s: string): boolean {
  return s.length <= EMAIL_MAX_LENGTH && EMAIL.test(s);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** yyyy-MM-dd naming a real Gregorian calendar date (no 2023-02-30). */
export function isDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth =
    month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= daysInMonth;
}

/** 6 to 16 characters of any kind, counted as Unicode code points. */
export function isPassword(s: string): boolean {
  const length = [...s].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

/** 15 digits, or 17 digits then a digit or uppercase X. Format only: see isIdCardChecksum. */
export function isIdCard(s: string): boolean {
  return ID_CARD.test(s);
}

/**
 * Format plus, for the 18-character form, the GB 11643 check character. The 15-character form has
 * no check digit and passes on format alone.
 */
export function isIdCardChecksum(s: string): boolean {
  if (!ID_CARD.test(s)) return false;
  if (s.length === 15) return true;
  let sum = 0;
  ID_CARD_WEIGHTS.forEach((weight, i) => {
    sum += Number(s[i]) * weight;
  });
  return s[17] === ID_CARD_CHECK[sum % 11];
}

/** One Chinese character (U+4E00-U+9FA5), then exactly 6 letters (either case) or digits. */
export function isPlate(s: string): boolean {
  return PLATE.test(s);
}

/** A valid plate as it is stored and shown: its letters upper case ('粤b12345' → '粤B12345');
 * null when it is not a plate. */
export function normalizePlate(s: string): string | null {
  return isPlate(s) ? s.toUpperCase() : null;
}

/** 13 to 19 digits passing the Luhn check. */
export function isBankCardLuhn(s: string): boolean {
  if (!BANK_CARD.test(s)) return false;
  let sum = 0;
  // Double every second digit counting from the rightmost (check) digit.
  for (let i = 0; i < s.length; i++) {
    let d = Number(s[s.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Payment password: exactly six digits. */
export function isPayPassword(s: string): boolean {
  return SIX_DIGITS.test(s);
}

/** SMS verification code: exactly six digits. */
export function isSmsCode(s: string): boolean {
  return SIX_DIGITS.test(s);
}
