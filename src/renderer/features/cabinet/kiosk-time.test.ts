import { describe, expect, it } from 'vitest';
import { formatTime, kioskClock, kioskTime } from './kiosk-time';

const at = (y: number, mo: number, d: number, h: number, mi: number) =>
  new Date(y, mo - 1, d, h, mi).getTime();

describe('kioskTime', () => {
  const now = at(2026, 11, 27, 15, 0);
  it('HH:mm for today, YYYY-MM-DD HH:mm for another day, empty for none', () => {
    expect(kioskTime(at(2026, 11, 27, 9, 5) / 1000, now)).toBe('09:05');
    expect(kioskTime(at(2026, 11, 26, 23, 59) / 1000, now)).toBe('2026-11-26 23:59');
    expect(kioskTime(at(2025, 1, 2, 0, 0) / 1000, now)).toBe('2025-01-02 00:00');
    expect(kioskTime(0, now)).toBe('');
    expect(kioskTime(null, now)).toBe('');
  });
  it('the clock and the (seconds, language) form are the same format in every language', () => {
    expect(kioskClock(new Date(at(2026, 1, 1, 7, 3)))).toBe('07:03');
    const s = at(2020, 3, 4, 13, 14) / 1000;
    expect(formatTime(s, 'en')).toBe('2020-03-04 13:14');
    expect(formatTime(s, 'zh-CN')).toBe('2020-03-04 13:14');
  });
});
