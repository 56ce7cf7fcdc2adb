import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('statistics CSV', () => {
  it('starts with a BOM, quotes what needs it and neutralises formulas', () => {
    const text = toCsv(
      ['日期', '销售额'],
      [
        ['2026-11-28', '12.50'],
        ['a,"b"', '=1+1'],
      ],
    );
    expect(text.startsWith('\uFEFF日期,销售额\r\n')).toBe(true);
    expect(text).toContain('"a,""b"""');
    expect(text).toContain("'=1+1");
    expect(text.endsWith('\r\n')).toBe(true);
  });
});
