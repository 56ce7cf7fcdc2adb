import { describe, expect, it } from 'vitest';
import { parseCartIds, parsePositive } from './purchase-query';

describe('purchase confirmation query', () => {
  it('parses positive ids only', () => {
    expect(parsePositive('12')).toBe(12);
    expect(parsePositive('0')).toBeNull();
    expect(parsePositive('-1')).toBeNull();
    expect(parsePositive('1.5')).toBeNull();
    expect(parsePositive(null)).toBeNull();
  });

  it('parses a cart id list, dropping repeats and refusing junk', () => {
    expect(parseCartIds('3,1,3')).toEqual([3, 1]);
    expect(parseCartIds('3,x')).toBeNull();
    expect(parseCartIds('')).toBeNull();
    expect(parseCartIds('1,,2')).toBeNull();
  });
});
