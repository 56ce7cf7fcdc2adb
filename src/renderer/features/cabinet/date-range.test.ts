import { describe, expect, it } from 'vitest';
import { isReversedRange } from './date-range';

describe('isReversedRange', () => {
  it('is true only when both days are set and the start is after the end', () => {
    expect(isReversedRange('2026-11-27', '2026-11-01')).toBe(true);
    expect(isReversedRange('2026-11-01', '2026-11-27')).toBe(false);
    expect(isReversedRange('2026-11-01', '2026-11-01')).toBe(false);
    expect(isReversedRange('2026-11-27', '')).toBe(false);
    expect(isReversedRange('', '2026-11-01')).toBe(false);
  });
});
