// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds, formatPoints } from './format';
import { formatTime } from './format-time';

describe('display formats (issue 19: one format for points and dates)', () => {
  const s = Math.floor(new Date(2026, 10, 26, 9, 5, 7).getTime() / 1000);

  it('dates are 2026-11-26 in every language', () => {
    for (const lang of ['zh-CN', 'en']) {
      expect(formatDate(s, lang)).toBe('2026-11-26');
      expect(formatDateTime(s, lang)).toBe('2026-11-26 09:05');
      expect(formatDateTimeSeconds(s, lang)).toBe('2026-11-26 09:05:07');
      expect(formatTime(s, lang)).toBe('2026-11-26 09:05:07');
    }
    expect(formatDate(0)).toBe('');
    expect(formatDateTime(-1)).toBe('');
  });

  it('points are grouped by thousands in every language', () => {
    expect(formatPoints(1200, 'zh-CN')).toBe('1,200');
    expect(formatPoints(1200, 'en')).toBe('1,200');
    expect(formatPoints(12345678, 'zh-CN')).toBe('12,345,678');
    expect(formatPoints(35, 'en')).toBe('35');
  });
});
