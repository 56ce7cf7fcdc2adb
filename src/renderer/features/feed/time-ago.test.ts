import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = 1_700_000_000;
  const at = (secondsAgo: number) => timeAgo(now - secondsAgo, now * 1000);

  it('counts minutes, hours and days, then shows the date', () => {
    expect(at(0)).toEqual({ key: 'justNow' });
    expect(at(59)).toEqual({ key: 'justNow' });
    expect(at(60)).toEqual({ key: 'minutesAgo', n: 1 });
    expect(at(3599)).toEqual({ key: 'minutesAgo', n: 59 });
    expect(at(3600)).toEqual({ key: 'hoursAgo', n: 1 });
    expect(at(86399)).toEqual({ key: 'hoursAgo', n: 23 });
    expect(at(86400 * 6)).toEqual({ key: 'daysAgo', n: 6 });
    expect(at(86400 * 7)).toMatchObject({ key: 'date' });
  });

  it('treats a time ahead of the clock as just now', () => {
    expect(at(-120)).toEqual({ key: 'justNow' });
  });
});
