import { describe, expect, it } from 'vitest';
import { splitDuration } from './split-duration';

describe('splitDuration', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(splitDuration(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(splitDuration(3661)).toEqual({ days: 0, hours: 1, minutes: 1, seconds: 1 });
    expect(splitDuration(86400)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(2 * 86400 + 23 * 3600 + 59 * 60 + 58)).toEqual({
      days: 2,
      hours: 23,
      minutes: 59,
      seconds: 58,
    });
  });

  it('drops fractions and treats negative or invalid input as zero', () => {
    expect(splitDuration(61.9)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(Infinity)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
