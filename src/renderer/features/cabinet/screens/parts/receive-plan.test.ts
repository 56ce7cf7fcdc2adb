import { describe, expect, it } from 'vitest';
import { receiveOverrides, slotForLine } from './receive-plan';

describe('receive plan', () => {
  const lines = [
    { id: 1, suggested_location_id: 10 },
    { id: 2, suggested_location_id: 11 },
    { id: 3, suggested_location_id: null },
  ];

  it('uses the choice, else the suggestion, else the fallback', () => {
    expect(slotForLine(lines[0]!, {}, 99)).toBe(10);
    expect(slotForLine(lines[0]!, { 1: 12 }, 99)).toBe(12);
    expect(slotForLine(lines[2]!, {}, 99)).toBe(99);
  });

  it('sends only the lines that leave the suggestion', () => {
    expect(receiveOverrides(lines.slice(0, 2), {}, 99)).toEqual([]);
    expect(receiveOverrides(lines.slice(0, 2), { 2: 10, 1: 10 }, 99)).toEqual([
      { line_id: 2, location_id: 10 },
    ]);
    expect(receiveOverrides(lines, {}, 99)).toEqual([{ line_id: 3, location_id: 99 }]);
  });
});
