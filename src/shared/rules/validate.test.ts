import { describe, it, expect } from 'vitest';
import {
  isBankCardLuhn,
  isDate,
  isEmail,
  isIdCard,
  isIdCardChecksum,
  isInteger,
  isMobile,
  isNegativeInteger,
  isNonNegativeInteger,
  isNumber,
  isPassword,
  isPayPassword,
  isPhone,
  isPlate,
  normalizePlate,
  isPrice,
  isSmsCode,
} from './validate';

type Rule = (s: string) => boolean;

function check(rule: Rule, valid: string[], invalid: string[]): void {
  for (const s of valid) expect(rule(s), `${rule.name}(${JSON.stringify(s)})`).toBe(true);
  for (const s of invalid) expect(rule(s), `${rule.name}(${JSON.stringify(s)})`).toBe(false);
}

describe('number rules', () => {
  it('isInteger', () => {
    check(
      isInteger,
      ['0', '7', '-3', '-0', '0012', '123456789012345678901'],
      ['', '-', '+3', '1.0', ' 1', '1 ', '1e3', '١٢', 'abc'],
    );
  });

  it('isNonNegativeInteger', () => {
    check(isNonNegativeInteger, ['0', '42', '007'], ['', '-1', '-0', '+1', '1.5', ' 3']);
  });

  it('isNegativeInteger', () => {
    check(
      isNegativeInteger,
      ['-3', '-10', '-007'],
      ['', '-0', '-000', '0', '3', '-', '-1.5', '--1'],
    );
  });

  it('isNumber', () => {
    check(
      isNumber,
      ['0', '-3', '+3', '3.14', '-0.5', '10.000'],
      ['', '.5', '1.', '1..2', '1e5', '+-1', 'NaN', 'Infinity', ' 1'],
    );
  });

  it('isPrice', () => {
    check(
      isPrice,
      ['0', '0.5', '0.05', '10', '12.30', '999999.99'],
      ['', '-1', '-0.5', '1.234', '01', '00.5', '.5', '1.', '+1', '1,000', ' 1'],
    );
  });
});

describe('contact rules', () => {
  it('isMobile', () => {
    check(
      isMobile,
      ['13800138000', '19912345678', '15000000000'],
      [
        '',
        '12800138000',
        '10800138000',
        '1380013800',
        '138001380001',
        '+8613800138000',
        '138-0013-8000',
        '13800138000 ',
      ],
    );
  });

  it('isPhone', () => {
    check(
      isPhone,
      ['010-12345678', '0755-1234567', '0755-12345678', '021-87654321-123', '13800138000'],
      [
        '',
        '12345678',
        '010-0234567',
        '010-123456',
        '010-123456789',
        '10-12345678',
        '01012345678',
        '010-12345678-',
        '010-12345678-1234567',
        '12800138000',
      ],
    );
  });

  it('isEmail', () => {
    check(
      isEmail,
      ['a@b.cn', 'first.last+tag@mail.example.com', 'x_y-z@sub-domain.org'],
      [
        '',
        'plain',
        '@b.cn',
        'a@',
        'a@b',
        'a@b.c',
        'a@.cn',
        'a@-b.cn',
        'a@b-.cn',
        '.a@b.cn',
        'a.@b.cn',
        'a..b@c.cn',
        'a b@c.cn',
        'a@b.cn ',
        'a@@b.cn',
        `${'a'.repeat(250)}@b.cn`,
      ],
    );
  });
});

describe('isDate', () => {
  it('accepts real calendar dates', () => {
    check(isDate, ['2023-01-31', '2024-02-29', '2000-02-29', '2023-04-30', '1999-12-31'], []);
  });

  it('rejects impossible dates and other formats', () => {
    check(
      isDate,
      [],
      [
        '',
        '2023-02-30',
        '2023-02-29',
        '1900-02-29',
        '2023-04-31',
        '2023-13-01',
        '2023-00-10',
        '2023-01-00',
        '2023-1-5',
        '23-01-05',
        '2023/01/05',
        '2023-01-05T00:00',
        ' 2023-01-05',
      ],
    );
  });
});

describe('isPassword', () => {
  it('accepts 6 to 16 characters of any kind', () => {
    check(
      isPassword,
      ['abcdef', '123456', '      ', '!@#$%^&*()_+-=[]', '密码密码密码', '😀😀😀😀😀😀'],
      [],
    );
  });

  it('rejects too short or too long, counting code points', () => {
    check(isPassword, [], ['', 'abcde', 'a'.repeat(17), '😀😀😀😀😀', '😀'.repeat(17)]);
    // 9 emoji are 18 UTF-16 units but 9 characters.
    expect(isPassword('😀'.repeat(9))).toBe(true);
  });
});

describe('ID card rules', () => {
  it('isIdCard checks the format only', () => {
    check(
      isIdCard,
      ['110105491231002', '11010519491231002X', '440308199901101512', '440308199901101513'],
      [
        '',
        '11010519491231002x',
        '1101054912310021',
        '11010519491231002XX',
        '1101051949123100X2',
        '11010549123100',
        '11010519491231002 ',
      ],
    );
  });

  it('isIdCardChecksum verifies the GB 11643 check character', () => {
    check(
      isIdCardChecksum,
      ['11010519491231002X', '440308199901101512', '110101199003070011', '110105491231002'],
      [
        '',
        '110105194912310021',
        '440308199901101513',
        '44030819990110151X',
        '11010519491231002x',
        '1101051949123100',
      ],
    );
  });
});

describe('isPlate', () => {
  it('accepts one Chinese character and 6 letters (either case) or digits', () => {
    check(
      isPlate,
      ['京A12345', '粤B1234X', '沪ABCDEF', '粤b12345', '京a1234x'],
      ['', '京A1234', '京AD12345', 'AA12345', '京 A12345', '京A-12345', '京京12345', '京Ａ12345'],
    );
  });

  it('normalizePlate stores the letters upper case; null for a non-plate', () => {
    expect(normalizePlate('粤b12345')).toBe('粤B12345');
    expect(normalizePlate('京A1234x')).toBe('京A1234X');
    expect(normalizePlate('京A12345')).toBe('京A12345');
    expect(normalizePlate('京A1234')).toBeNull();
    expect(normalizePlate(' 粤b12345')).toBeNull();
  });
});

describe('digit-code rules', () => {
  it('isBankCardLuhn', () => {
    check(
      isBankCardLuhn,
      ['4111111111111111', '6222021234567890128', '4222222222222', '378282246310005'],
      [
        '',
        '4111111111111112',
        '6222021234567890123',
        '79927398713',
        '41111111111111111111',
        '4111 1111 1111 1111',
        'abcdabcdabcdabcd',
      ],
    );
  });

  it('isPayPassword', () => {
    check(
      isPayPassword,
      ['123456', '000000'],
      ['', '12345', '1234567', '12345a', ' 123456', '１２３４５６'],
    );
  });

  it('isSmsCode', () => {
    check(isSmsCode, ['654321', '000000'], ['', '65432', '6543210', 'abcdef', '654 321']);
  });
});
