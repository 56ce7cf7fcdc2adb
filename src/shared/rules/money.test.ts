import { describe, it, expect } from 'vitest';
import { assertFen, formatFen, mulFen, percentOfFen, splitFen, sumFen, yuanToFen } from './money';

const MAX = Number.MAX_SAFE_INTEGER;

describe('assertFen', () => {
  it('accepts safe integers', () => {
    expect(() => assertFen(0)).not.toThrow();
    expect(() => assertFen(-5)).not.toThrow();
    expect(() => assertFen(MAX)).not.toThrow();
  });

  it('throws RangeError on anything else', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX + 1, '5', null, undefined]) {
      expect(() => assertFen(bad)).toThrow(RangeError);
    }
  });
});

describe('splitFen / formatFen', () => {
  it('formats with two fen digits', () => {
    expect(formatFen(1230)).toBe('12.30');
    expect(formatFen(-5)).toBe('-0.05');
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(-0)).toBe('0.00');
    expect(formatFen(7)).toBe('0.07');
    expect(formatFen(100)).toBe('1.00');
    expect(formatFen(-123456)).toBe('-1234.56');
  });

  it('is exact at the edge of the safe range', () => {
    expect(formatFen(MAX)).toBe('90071992547409.91');
    expect(formatFen(-MAX)).toBe('-90071992547409.91');
    expect(formatFen(9007199254740899)).toBe('90071992547408.99');
  });

  it('splits into sign, yuan and fen', () => {
    expect(splitFen(1230)).toEqual({ sign: '', yuan: '12', fen: '30' });
    expect(splitFen(-5)).toEqual({ sign: '-', yuan: '0', fen: '05' });
    expect(splitFen(100000)).toEqual({ sign: '', yuan: '1000', fen: '00' });
  });

  it('throws on non-integers', () => {
    expect(() => formatFen(1.5)).toThrow(RangeError);
    expect(() => splitFen(Number.NaN)).toThrow(RangeError);
  });
});

describe('yuanToFen', () => {
  it('parses yuan strings without float arithmetic', () => {
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12.30')).toBe(1230);
    expect(yuanToFen('0.05')).toBe(5);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('0.1')).toBe(10);
    // 1.15 * 100 and 4.35 * 100 are not integers in floating point.
    expect(yuanToFen('1.15')).toBe(115);
    expect(yuanToFen('4.35')).toBe(435);
    expect(yuanToFen('007.50')).toBe(750);
  });

  it('parses negative amounts; -0 becomes 0', () => {
    expect(yuanToFen('-1.5')).toBe(-150);
    expect(Object.is(yuanToFen('-0.00'), 0)).toBe(true);
  });

  it('round-trips with formatFen', () => {
    for (const fen of [0, 5, -5, 1230, 99999, -123456, MAX]) {
      expect(yuanToFen(formatFen(fen))).toBe(fen);
    }
  });

  it('throws RangeError on bad input', () => {
    for (const bad of [
      '',
      '.5',
      '12.',
      '1.234',
      '1.000',
      '+1',
      ' 1',
      '1 ',
      '1,000',
      'abc',
      '1e3',
      '--1',
      '-',
    ]) {
      expect(() => yuanToFen(bad), bad).toThrow(RangeError);
    }
  });

  it('throws RangeError beyond the safe range', () => {
    expect(yuanToFen('90071992547409.91')).toBe(MAX);
    expect(() => yuanToFen('90071992547409.92')).toThrow(RangeError);
    expect(() => yuanToFen('1' + '0'.repeat(30))).toThrow(RangeError);
  });
});

describe('sumFen', () => {
  it('adds integer amounts', () => {
    expect(sumFen([])).toBe(0);
    expect(sumFen([10, 20, -5])).toBe(25);
  });

  it('throws on non-integers and overflow', () => {
    expect(() => sumFen([1, 0.5])).toThrow(RangeError);
    expect(() => sumFen([MAX, 1])).toThrow(RangeError);
  });
});

describe('mulFen', () => {
  it('multiplies by an integer quantity', () => {
    expect(mulFen(1230, 3)).toBe(3690);
    expect(mulFen(1230, 0)).toBe(0);
    expect(Object.is(mulFen(-5, 0), 0)).toBe(true);
    expect(mulFen(-5, 2)).toBe(-10);
  });

  it('throws on fractional quantity or overflow', () => {
    expect(() => mulFen(100, 1.5)).toThrow(RangeError);
    expect(() => mulFen(1.5, 2)).toThrow(RangeError);
    expect(() => mulFen(MAX, 2)).toThrow(RangeError);
  });
});

describe('percentOfFen', () => {
  it('takes basis points and rounds half up', () => {
    expect(percentOfFen(1000, 10000)).toBe(1000);
    expect(percentOfFen(1000, 5000)).toBe(500);
    expect(percentOfFen(1000, 0)).toBe(0);
    expect(percentOfFen(15, 1000)).toBe(2); // 1.5 -> 2
    expect(percentOfFen(14, 1000)).toBe(1); // 1.4 -> 1
    expect(percentOfFen(1, 5000)).toBe(1); // 0.5 -> 1
    expect(percentOfFen(1, 4999)).toBe(0); // 0.4999 -> 0
    expect(percentOfFen(333, 3333)).toBe(111); // 110.9889 -> 111
  });

  it('rounds negative amounts half away from zero', () => {
    expect(percentOfFen(-15, 1000)).toBe(-2);
    expect(percentOfFen(-14, 1000)).toBe(-1);
    expect(percentOfFen(15, -1000)).toBe(-2);
  });

  it('stays exact when fen * basisPoints exceeds the safe range', () => {
    expect(percentOfFen(MAX, 10000)).toBe(MAX);
    expect(percentOfFen(MAX, 5000)).toBe(4503599627370496); // 4503599627370495.5 -> up
  });

  it('throws on non-integers or a result out of range', () => {
    expect(() => percentOfFen(100, 12.5)).toThrow(RangeError);
    expect(() => percentOfFen(Number.NaN, 100)).toThrow(RangeError);
    expect(() => percentOfFen(MAX, 20000)).toThrow(RangeError);
  });
});
