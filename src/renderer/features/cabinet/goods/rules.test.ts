import { describe, expect, it } from 'vitest';
import { checkInt, checkName, checkOptionalPrice, checkPrice, newIdempotencyKey } from './rules';
import '../strings/goods';

describe('merchant goods field rules', () => {
  it('names: trimmed, required, bounded', () => {
    expect(checkName('  菜 ', 32)).toEqual({ ok: true, value: '菜' });
    expect(checkName('   ', 32)).toEqual({ ok: false, error: 'gsGoods.err.nameRequired' });
    expect(checkName('x'.repeat(33), 32)).toEqual({ ok: false, error: 'gsGoods.err.nameTooLong' });
  });

  it('prices: yuan with at most 2 decimals to integer fen, within bounds', () => {
    expect(checkPrice('12.3')).toEqual({ ok: true, value: 1230 });
    expect(checkPrice('0.07')).toEqual({ ok: true, value: 7 });
    expect(checkPrice('1000000')).toEqual({ ok: true, value: 100_000_000 });
    for (const s of ['abc', '1.234', '-1', '01', '1.', '.5', '1e3']) {
      expect(checkPrice(s)).toEqual({ ok: false, error: 'gsGoods.err.priceInvalid' });
    }
    expect(checkPrice('')).toEqual({ ok: false, error: 'gsGoods.err.priceRequired' });
    expect(checkPrice('1000000.01')).toEqual({ ok: false, error: 'gsGoods.err.priceTooHigh' });
    expect(checkPrice('0', 1)).toEqual({ ok: false, error: 'gsGoods.err.priceTooLow' });
    expect(checkOptionalPrice(' ')).toEqual({ ok: true, value: undefined });
    expect(checkOptionalPrice('x')).toEqual({ ok: false, error: 'gsGoods.err.priceInvalid' });
  });

  it('whole numbers within a range, empty → default when given', () => {
    expect(checkInt('5', 0, 9999)).toEqual({ ok: true, value: 5 });
    expect(checkInt('', 0, 9999, 0)).toEqual({ ok: true, value: 0 });
    expect(checkInt('', 0, 9999)).toEqual({ ok: false, error: 'gsGoods.err.intInvalid' });
    expect(checkInt('1.5', 0, 9)).toEqual({ ok: false, error: 'gsGoods.err.intInvalid' });
    expect(checkInt('0', 1, 9)).toEqual({ ok: false, error: 'gsGoods.err.intRange' });
    expect(checkInt('10', 1, 9)).toEqual({ ok: false, error: 'gsGoods.err.intRange' });
  });

  it('idempotency keys fit the server pattern and differ', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
