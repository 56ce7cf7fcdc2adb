import { describe, expect, it } from 'vitest';
import {
  chinaDayAndTime,
  hoursProblem,
  isOpenAt,
  nextOpening,
  slotAllowed,
  slotStarts,
  weekMinute,
} from './hours';

/** Unix seconds of a China-time wall clock. */
const china = (iso: string) => Date.parse(`${iso}+08:00`) / 1000;
const every = (open: string, close: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));

describe('weekMinute', () => {
  it('counts from Sunday 00:00 China time', () => {
    // 2026-11-22 is a Sunday
    expect(weekMinute(china('2026-11-22T00:00:00'))).toBe(0);
    expect(weekMinute(china('2026-11-23T01:30:00'))).toBe(1440 + 90);
    expect(weekMinute(china('2026-11-28T23:59:00'))).toBe(7 * 1440 - 1);
  });
});

describe('isOpenAt / nextOpening', () => {
  const day = every('09:00', '21:00');
  it('daytime hours', () => {
    expect(isOpenAt(day, china('2026-11-23T09:00:00'))).toBe(true);
    expect(isOpenAt(day, china('2026-11-23T20:59:00'))).toBe(true);
    expect(isOpenAt(day, china('2026-11-23T21:00:00'))).toBe(false);
    expect(isOpenAt(day, china('2026-11-23T08:59:00'))).toBe(false);
    expect(nextOpening(day, china('2026-11-23T12:00:00'))).toBeNull();
    expect(nextOpening(day, china('2026-11-23T22:10:30'))).toBe(china('2026-11-24T09:00:00'));
    expect(nextOpening(day, china('2026-11-23T07:00:00'))).toBe(china('2026-11-23T09:00:00'));
  });

  it('past midnight, including Saturday night into Sunday', () => {
    const night = every('18:00', '02:00');
    expect(isOpenAt(night, china('2026-11-23T01:00:00'))).toBe(true);
    expect(isOpenAt(night, china('2026-11-23T02:00:00'))).toBe(false);
    expect(isOpenAt(night, china('2026-11-23T19:00:00'))).toBe(true);
    const satOnly = [{ day: 6, open: '20:00', close: '03:00' }];
    expect(isOpenAt(satOnly, china('2026-11-29T01:00:00'))).toBe(true); // Sunday 01:00
    expect(isOpenAt(satOnly, china('2026-11-29T04:00:00'))).toBe(false);
    expect(nextOpening(satOnly, china('2026-11-29T04:00:00'))).toBe(china('2026-12-05T20:00:00'));
  });

  it('24 h and no hours', () => {
    const allDay = every('00:00', '00:00');
    expect(isOpenAt(allDay, china('2026-11-25T03:17:00'))).toBe(true);
    expect(isOpenAt([], china('2026-11-25T03:17:00'))).toBe(false);
    expect(nextOpening([], china('2026-11-25T03:17:00'))).toBeNull();
  });

  it('closed days are skipped', () => {
    const weekdays = [1, 2, 3, 4, 5].map((d) => ({ day: d, open: '10:00', close: '16:00' }));
    // Friday evening → Monday 10:00
    expect(nextOpening(weekdays, china('2026-11-27T17:00:00'))).toBe(china('2026-11-30T10:00:00'));
  });
});

describe('slots', () => {
  const day = every('09:00', '21:00');
  it('are half hours at least 30 min and at most 2 days ahead, inside the hours', () => {
    const now = china('2026-11-23T12:10:00');
    const s = slotStarts(day, now);
    expect(s[0]).toBe(china('2026-11-23T13:00:00'));
    for (const t of s) {
      expect(t % 1800).toBe(0);
      expect(slotAllowed(day, now, t)).toBe(true);
    }
    expect(s.at(-1)).toBeLessThanOrEqual(now + 2 * 86400);
    expect(s).not.toContain(china('2026-11-23T21:00:00'));
  });

  it('refuses a slot too soon, too far or outside the hours', () => {
    const now = china('2026-11-23T12:00:00');
    expect(slotAllowed(day, now, now + 20 * 60)).toBe(false);
    expect(slotAllowed(day, now, now + 30 * 60)).toBe(true);
    expect(slotAllowed(day, now, china('2026-11-23T22:00:00'))).toBe(false);
    expect(slotAllowed(day, now, china('2026-11-26T12:00:00'))).toBe(false);
  });

  it('labels days and times in China time', () => {
    const now = china('2026-11-23T23:50:00');
    expect(chinaDayAndTime(now, china('2026-11-24T00:30:00'))).toEqual({ days: 1, hhmm: '00:30' });
  });
});

describe('hoursProblem', () => {
  it('checks days and times', () => {
    expect(hoursProblem(every('09:00', '21:00'))).toBeNull();
    expect(hoursProblem([{ day: 7, open: '09:00', close: '10:00' }])).toBe('day');
    expect(hoursProblem([{ day: 1, open: '9:00', close: '10:00' }])).toBe('time');
    expect(hoursProblem([{ day: 1, open: '09:00', close: '24:00' }])).toBe('time');
  });
});
