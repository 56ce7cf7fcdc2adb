import { describe, expect, it } from 'vitest';
import { randomHex } from './crypto';

describe('randomHex', () => {
  it('gives the asked number of random bytes as hex, never the same bytes twice', () => {
    const seen = new Set<string>();
    // 3,000 × 5 bytes crosses the 4 KiB pool's refill several times
    for (let i = 0; i < 3000; i++) {
      const h = randomHex(5);
      expect(h).toMatch(/^[0-9a-f]{10}$/);
      seen.add(h);
    }
    expect(seen.size).toBe(3000);
    expect(randomHex(64)).toMatch(/^[0-9a-f]{128}$/);
  });

  it('refuses sizes it was not made for', () => {
    for (const n of [0, -1, 1.5, 65, Number.NaN]) expect(() => randomHex(n)).toThrow(RangeError);
  });
});
