import { describe, expect, it } from 'vitest';
import { withdrawFee as serverFee } from '../../../shared/contract';
import { DEFAULT_SETTINGS, withdrawalFee } from '../../../shared/rules/business-settings';
import {
  checkWithdrawAmount as checkWith,
  parseYuan,
  sanitizeYuanInput,
  withdrawFee as feeWith,
  withdrawQuote as quoteWith,
  type WithdrawRules,
} from './withdraw';

/** the default rules (what the server answers until an operator changes them) */
const RULES: WithdrawRules = DEFAULT_SETTINGS.withdrawal;
const withdrawFee = (fen: number) => feeWith(fen, RULES);
const withdrawQuote = (fen: number) => quoteWith(fen, RULES);
const checkWithdrawAmount = (input: string, available: number) =>
  checkWith(input, available, RULES);

describe('withdrawFee', () => {
  it('is 1 % rounded up to the fen, at least ¥1.00', () => {
    expect(withdrawFee(1000)).toBe(RULES.fee_min); // 1 % = 10 fen → minimum
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
    expect(RULES.min).toBe(1000);
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

// issue 23 gaps (rules): the screen's rules are the server's, whatever they are
describe('changed rules', () => {
  const changed: WithdrawRules = {
    min: 2350,
    max: 10_000,
    fee_bp: 250,
    fee_min: 50,
    daily_count: 1,
  };

  it('checks the minimum and maximum of the rules', () => {
    expect(checkWith('23.49', 1e9, changed)).toEqual({ ok: false, problem: 'min' });
    expect(checkWith('23.50', 1e9, changed)).toEqual({ ok: true, fen: 2350 });
    expect(checkWith('100.01', 1e9, changed)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(checkWith('100', 1e9, changed)).toEqual({ ok: true, fen: 10_000 });
  });

  it("computes the rules' fee like the server", () => {
    expect(feeWith(2350, changed)).toBe(59); // 2.5% of 2350 = 58.75 → 59
    expect(feeWith(1000, changed)).toBe(50); // 25 → the minimum
    expect(quoteWith(10_000, changed)).toEqual({ amount: 10_000, fee: 250, arrival: 9750 });
    for (let fen = 1; fen <= 50_000; fen += 13) {
      expect(feeWith(fen, changed)).toBe(withdrawalFee(changed, fen));
    }
  });
});
