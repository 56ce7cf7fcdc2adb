import { describe, expect, it } from 'vitest';
import { guaranteesOf } from './guarantees';

describe('guaranteesOf', () => {
  it('gives the 7-day no-reason return to goods outside the perishable categories', () => {
    expect(guaranteesOf(['母婴玩具', '益智玩具'])).toEqual(['genuine', 'no_reason_7d']);
    expect(guaranteesOf([])).toEqual(['genuine', 'no_reason_7d']);
  });

  it('marks perishable goods (by their top category or leaf) as exempt', () => {
    expect(guaranteesOf(['生鲜果蔬', '新鲜水果'])).toEqual(['genuine', 'no_reason_excluded']);
    expect(guaranteesOf(['酒水饮料', '牛奶乳品'])).toEqual(['genuine', 'no_reason_excluded']);
  });
});
