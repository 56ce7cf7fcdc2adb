import { describe, expect, it } from 'vitest';
import { countdownText } from './PayCountdown';

describe('countdownText', () => {
  it('formats the seconds left, never negative', () => {
    expect(countdownText(1799)).toBe('29:59');
    expect(countdownText(5)).toBe('00:05');
    expect(countdownText(3661)).toBe('1:01:01');
    expect(countdownText(-3)).toBe('00:00');
  });
});
