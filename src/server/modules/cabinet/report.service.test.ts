// The pure parts of the cabinet report (issue 18): period keys and labels (China days, Monday
// weeks), yuan text and CSV fields. The SQL and the whole report: tests/server/guishang-report.
import { describe, expect, it } from 'vitest';
import { csvField, csvText, dayNumber, periodKeys, periodLabel, yuan } from './report.service';

describe('report periods', () => {
  it('a day key is the China day number; a week key is labelled by its Monday', () => {
    const mon = dayNumber('2026-03-02');
    expect(periodLabel(mon, 'day')).toBe('2026-03-02');
    // the SQL's week key of a Wednesday and a Sunday of that week
    expect(periodLabel(Math.floor((dayNumber('2026-03-04') + 3) / 7), 'week')).toBe('2026-03-02');
    expect(periodLabel(Math.floor((dayNumber('2026-03-08') + 3) / 7), 'week')).toBe('2026-03-02');
    expect(periodLabel(Math.floor((dayNumber('2026-03-09') + 3) / 7), 'week')).toBe('2026-03-09');
  });

  it('every period of a range', () => {
    const s = dayNumber('2026-03-04');
    const e = dayNumber('2026-03-10');
    expect(periodKeys(s, e, 'day')).toHaveLength(7);
    expect(periodKeys(s, e, 'week').map((k) => periodLabel(k, 'week'))).toEqual([
      '2026-03-02',
      '2026-03-09',
    ]);
  });
});

describe('report CSV', () => {
  it('yuan with two decimals', () => {
    expect(yuan(0)).toBe('0.00');
    expect(yuan(5)).toBe('0.05');
    expect(yuan(12345)).toBe('123.45');
    expect(yuan(-120)).toBe('-1.20');
  });

  it('quotes commas, quotes and line breaks; defuses formulas but not numbers', () => {
    expect(csvField('薯片, 大包')).toBe('"薯片, 大包"');
    expect(csvField('a "b"')).toBe('"a ""b"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-1.20')).toBe('-1.20');
    expect(csvField(-3)).toBe('-3');
    expect(csvText([['a', 1]])).toBe('\uFEFFa,1\r\n');
  });
});
