import { describe, expect, it } from 'vitest';
import { chinaTime, fenToYuan, yuanToFen } from './payment-alipay';

describe('Alipay amounts and times', () => {
  it('fen → yuan with two decimals, exactly', () => {
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(10)).toBe('0.10');
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(1999)).toBe('19.99');
    expect(fenToYuan(123456789)).toBe('1234567.89');
    expect(() => fenToYuan(1.5)).toThrow();
    expect(() => fenToYuan(-1)).toThrow();
  });

  it('yuan → fen exactly; anything else is undefined', () => {
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen('1234567.89')).toBe(123456789);
    for (const bad of ['', '1.999', '-1', '1e3', ' 1', '1.', '.5', 12, undefined]) {
      expect(yuanToFen(bad)).toBeUndefined();
    }
  });

  it('Unix seconds → China time', () => {
    expect(chinaTime(0)).toBe('1970-01-01 08:00:00');
    expect(chinaTime(1_700_000_000)).toBe('2023-11-15 06:13:20');
  });
});
