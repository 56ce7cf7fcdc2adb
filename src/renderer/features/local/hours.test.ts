import { describe, expect, it } from 'vitest';
import {
  buildHours,
  chinaDay,
  chinaHHMM,
  editorDays,
  groupSlots,
  hoursTable,
  sameEveryDay,
  slotLabel,
} from './hours';

// 2026-11-20 12:00 China time is a Friday (day 5): 04:00 UTC.
const FRI_NOON = Date.UTC(2026, 10, 20, 4, 0, 0) / 1000;

describe('China time', () => {
  it('knows the weekday and the clock in UTC+8', () => {
    expect(chinaDay(FRI_NOON)).toBe(5);
    expect(chinaHHMM(FRI_NOON)).toBe('12:00');
    // 23:30 UTC Thursday is already Friday 07:30 in China
    expect(chinaDay(Date.UTC(2026, 10, 19, 23, 30) / 1000)).toBe(5);
  });
});

describe('hours table', () => {
  it('lists Monday first, marks today, sorts intervals and flags past midnight', () => {
    const rows = hoursTable(
      [
        { day: 5, open: '17:00', close: '02:00' },
        { day: 5, open: '09:00', close: '14:00' },
        { day: 1, open: '09:00', close: '21:00' },
      ],
      FRI_NOON,
    );
    expect(rows.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    const fri = rows[4]!;
    expect(fri.today).toBe(true);
    expect(fri.intervals).toEqual([
      { open: '09:00', close: '14:00', overnight: false },
      { open: '17:00', close: '02:00', overnight: true },
    ]);
    expect(rows[1]!.intervals).toEqual([]);
  });
});

describe('hours editor', () => {
  it('builds the same hours for every day', () => {
    const r = buildHours({ mode: 'same', open: '08:00', close: '20:00' });
    expect(r.ok && r.hours).toHaveLength(7);
    expect(r.ok && sameEveryDay(r.hours)).toEqual({ open: '08:00', close: '20:00' });
  });

  it('builds per-day hours, skipping closed days, and reads them back', () => {
    const days = editorDays([]).map((d) => (d.day === 0 ? d : { ...d, closed: false }));
    const r = buildHours({ mode: 'days', days });
    expect(r.ok && r.hours.map((h) => h.day)).toEqual([1, 2, 3, 4, 5, 6]);
    if (r.ok) {
      expect(sameEveryDay(r.hours)).toBeNull();
      expect(editorDays(r.hours).find((d) => d.day === 0)?.closed).toBe(true);
    }
  });

  it('refuses bad times, equal times and no open day', () => {
    expect(buildHours({ mode: 'same', open: '8:00', close: '20:00' })).toMatchObject({
      ok: false,
      error: 'time',
    });
    expect(buildHours({ mode: 'same', open: '10:00', close: '10:00' })).toMatchObject({
      ok: false,
      error: 'same',
    });
    expect(buildHours({ mode: 'days', days: editorDays([]) })).toEqual({
      ok: false,
      error: 'noDay',
    });
  });
});

describe('slot labels', () => {
  it('labels as soon as possible, today, tomorrow, the day after and later', () => {
    expect(slotLabel(0, FRI_NOON)).toMatchObject({ asap: true });
    expect(slotLabel(FRI_NOON + 3600, FRI_NOON)).toEqual({
      asap: false,
      day: 'today',
      time: '13:00',
      date: '11-20',
    });
    expect(slotLabel(FRI_NOON + 13 * 3600, FRI_NOON)).toMatchObject({
      day: 'tomorrow',
      time: '01:00',
    });
    expect(slotLabel(FRI_NOON + 2 * 86400, FRI_NOON)).toMatchObject({
      day: 'dayAfter',
      date: '11-22',
    });
    expect(slotLabel(FRI_NOON + 3 * 86400, FRI_NOON)).toMatchObject({
      day: 'later',
      date: '11-23',
    });
  });

  it('groups slots by China day with "as soon as possible" in today', () => {
    const groups = groupSlots(
      [{ start: 0 }, { start: FRI_NOON + 1800 }, { start: FRI_NOON + 86400 }],
      FRI_NOON,
    );
    expect(groups.map((g) => [g.day, g.slots.length])).toEqual([
      ['today', 2],
      ['tomorrow', 1],
    ]);
  });
});
