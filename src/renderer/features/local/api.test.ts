import { describe, expect, it } from 'vitest';
import { LOCAL_PAGE_SIZE, pageTotal } from './api';

describe('local list paging', () => {
  it('uses the total when the answer has one', () => {
    expect(pageTotal({ list: [1, 2], total: 25 }, 1)).toBe(25);
  });

  it('derives a total from has_more so the list keeps paging, and stops without it', () => {
    const full = Array.from({ length: LOCAL_PAGE_SIZE }, (_, i) => i);
    expect(pageTotal({ list: full, has_more: true }, 2)).toBe(2 * LOCAL_PAGE_SIZE + 1);
    expect(pageTotal({ list: [1, 2, 3], has_more: false }, 3)).toBe(2 * LOCAL_PAGE_SIZE + 3);
  });
});
