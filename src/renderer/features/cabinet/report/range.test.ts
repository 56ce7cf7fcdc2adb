import { describe, expect, it } from 'vitest';
import { chinaDate, presetRange, rangeProblem } from './range';

// 2026-03-10 16:30 UTC is 2026-03-11 00:30 in China
const NOW = Date.parse('2026-03-10T16:30:00Z');

describe('report range', () => {
  it('dates are China dates', () => {
    expect(chinaDate(NOW)).toBe('2026-03-11');
    expect(chinaDate(Date.parse('2026-03-10T15:59:59Z'))).toBe('2026-03-10');
  });

  it('presets end today (China time)', () => {
    expect(presetRange('today', NOW)).toEqual({ start: '2026-03-11', end: '2026-03-11' });
    expect(presetRange('d7', NOW)).toEqual({ start: '2026-03-05', end: '2026-03-11' });
    expect(presetRange('w4', NOW)).toEqual({ start: '2026-02-12', end: '2026-03-11' });
  });

  it('names what is wrong with a custom range', () => {
    expect(rangeProblem('', '2026-03-01')).toBe('startMissing');
    expect(rangeProblem('2026-03-01', '')).toBe('endMissing');
    expect(rangeProblem('2026-02-30', '2026-03-01')).toBe('startMissing');
    expect(rangeProblem('2026-03-05', '2026-03-04')).toBe('reversed');
    expect(rangeProblem('2026-01-01', '2026-04-04')).toBe('tooLong');
    expect(rangeProblem('2026-01-01', '2026-04-03')).toBeNull();
    expect(rangeProblem('2026-03-04', '2026-03-04')).toBeNull();
  });
});
