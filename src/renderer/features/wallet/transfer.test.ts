import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/rules/business-settings';
import { checkTransferAmount as checkWith, transferDigits } from './transfer';

const RULES = DEFAULT_SETTINGS.points;
const checkTransferAmount = (input: string, balance: number, quota: number) =>
  checkWith(input, balance, quota, RULES);

describe('checkTransferAmount', () => {
  it('takes whole points from 1 to 100000 within balance and quota', () => {
    expect(checkTransferAmount('10', 100, 50)).toEqual({ ok: true, points: 10 });
    expect(checkTransferAmount('100000', 200000, 200000)).toEqual({ ok: true, points: 100000 });
    expect(checkTransferAmount('', 100, 50)).toEqual({ ok: false, problem: 'empty' });
    expect(checkTransferAmount('0', 100, 50)).toEqual({ ok: false, problem: 'format' });
    expect(checkTransferAmount('1.5', 100, 50)).toEqual({ ok: false, problem: 'format' });
    expect(checkTransferAmount('100001', 1e9, 1e9)).toEqual({ ok: false, problem: 'format' });
    expect(checkTransferAmount('101', 100, 500)).toEqual({ ok: false, problem: 'balance' });
    expect(checkTransferAmount('51', 100, 50)).toEqual({ ok: false, problem: 'quota' });
  });

  // issue 23 gaps (rules): the range is the server's, whatever it is
  it("follows the server's changed range", () => {
    const rules = { transfer_min: 10, transfer_max: 2_000_000 };
    expect(checkWith('9', 1e9, 1e9, rules)).toEqual({ ok: false, problem: 'format' });
    expect(checkWith('10', 1e9, 1e9, rules)).toEqual({ ok: true, points: 10 });
    expect(checkWith('2000000', 1e9, 1e9, rules)).toEqual({ ok: true, points: 2_000_000 });
    expect(checkWith('2000001', 1e9, 1e9, rules)).toEqual({ ok: false, problem: 'format' });
    expect(transferDigits(rules)).toBe(7);
  });
});
