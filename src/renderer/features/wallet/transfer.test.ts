import { describe, expect, it } from 'vitest';
import { checkTransferAmount } from './transfer';

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
});
