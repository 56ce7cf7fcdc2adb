import { describe, expect, it } from 'vitest';
import { withdrawFee as serverFee } from '../../../shared/contract';
import {
  checkWithdrawAmount,
  parseYuan,
  sanitizeYuanInput,
  withdrawFee,
  withdrawQuote,
  WITHDRAW_FEE_MIN_FEN,
  WITHDRAW_MIN_FEN,
} from './withdraw';

describe('withdrawFee', () => {
  it('is 1 % rounded up to the fen, at least ¥1.00', () => {
    expect(withdrawFee(1000)).toBe(WITHDRAW_FEE_MIN_FEN); // 1 % = 10 fen → minimum
    expect(withdrawFee(10000)).toBe(100); // exactly ¥1.00
    expect(withdrawFee(10001)).toBe(101); // 100.01 fen rounds up
    expect(withdrawFee(10099)).toBe(101);
    expect(withdrawFee(10100)).toBe(101);
    expect(withdrawFee(10101)).toBe(102);
    expect(withdrawFee(123456)).toBe(1235);
    expect(withdrawFee(100_000_000)).toBe(1_000_000);
  });

  it('stays exact for the largest safe amounts', () => {
    const big = Number.MAX_SAFE_INTEGER - (Number.MAX_SAFE_INTEGER % 100); // a multiple of 100
    expect(withdrawFee(big)).toBe(big / 100);
  });

  it("agrees with the contract's fee everywhere it is defined", () => {
    for (let fen = 1000; fen <= 200_000; fen += 7) expect(withdrawFee(fen)).toBe(serverFee(fen));
  });

  it('is 0 for nothing or nonsense', () => {
    expect(withdrawFee(0)).toBe(0);
    expect(withdrawFee(-500)).toBe(0);
    expect(withdrawFee(1.5)).toBe(0);
  });
});

describe('withdrawQuote', () => {
  it('deducts the fee from the amount', () => {
    expect(withdrawQuote(1000)).toEqual({ amount: 1000, fee: 100, arrival: 900 });
    expect(withdrawQuote(25050)).toEqual({ amount: 25050, fee: 251, arrival: 24799 });
  });
});

describe('checkWithdrawAmount', () => {
  it('parses yuan into fen with yuanToFen (no float drift)', () => {
    expect(checkWithdrawAmount('10', 5000)).toEqual({ ok: true, fen: 1000 });
    expect(checkWithdrawAmount('10.1', 5000)).toEqual({ ok: true, fen: 1010 });
    expect(checkWithdrawAmount('19.99', 5000)).toEqual({ ok: true, fen: 1999 });
    // 0.29 * 100 is 28.999999999999996 in floating point
    expect(checkWithdrawAmount('40.29', 5000)).toEqual({ ok: true, fen: 4029 });
    expect(checkWithdrawAmount(' 12 ', 5000)).toEqual({ ok: true, fen: 1200 });
  });

  it('names what is wrong', () => {
    expect(checkWithdrawAmount('', 5000)).toEqual({ ok: false, problem: 'empty' });
    expect(checkWithdrawAmount('1.234', 5000)).toEqual({ ok: false, problem: 'format' });
    expect(checkWithdrawAmount('abc', 5000)).toEqual({ ok: false, problem: 'format' });
    expect(checkWithdrawAmount('012', 5000)).toEqual({ ok: false, problem: 'format' });
    expect(checkWithdrawAmount('-20', 5000)).toEqual({ ok: false, problem: 'format' });
    expect(checkWithdrawAmount('9.99', 5000)).toEqual({ ok: false, problem: 'min' });
    expect(checkWithdrawAmount('50.01', 5000)).toEqual({ ok: false, problem: 'max' });
    expect(checkWithdrawAmount('50.00', 5000)).toEqual({ ok: true, fen: 5000 });
    expect(checkWithdrawAmount('10', 999)).toEqual({ ok: false, problem: 'max' });
    expect(checkWithdrawAmount('50000.01', 10_000_000)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(WITHDRAW_MIN_FEN).toBe(1000);
  });
});

describe('sanitizeYuanInput', () => {
  it('keeps digits, one dot and two decimals', () => {
    expect(sanitizeYuanInput('12.345')).toBe('12.34');
    expect(sanitizeYuanInput('1.2.3')).toBe('1.23');
    expect(sanitizeYuanInput('¥ 1,000')).toBe('1000');
    expect(sanitizeYuanInput('.5')).toBe('0.5');
    expect(sanitizeYuanInput('007')).toBe('7');
    expect(sanitizeYuanInput('00.5')).toBe('0.5');
    expect(sanitizeYuanInput('12.')).toBe('12.');
    expect(sanitizeYuanInput('')).toBe('');
    expect(sanitizeYuanInput('12345678901')).toBe('123456789');
  });
});

describe('parseYuan', () => {
  it('is the fen of a valid amount, else null', () => {
    expect(parseYuan('123.45')).toBe(12345);
    expect(parseYuan('0.1')).toBe(10);
    expect(parseYuan('12.')).toBeNull();
    expect(parseYuan('')).toBeNull();
    expect(parseYuan('99999999999999999999')).toBeNull();
  });
});
