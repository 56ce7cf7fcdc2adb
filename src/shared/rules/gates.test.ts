import { describe, it, expect } from 'vitest';
import { newPersonGate, secondOrderGate } from './gates';

describe('newPersonGate', () => {
  const base = { unpaidNewPersonOrder: false, newPeopleCount: 0, completedOrders: 0 };

  it('lets a new user through', () => {
    expect(newPersonGate(base)).toBe('ok');
  });

  it('points to the unpaid order when the count is 0', () => {
    expect(newPersonGate({ ...base, unpaidNewPersonOrder: true })).toBe('unpaid');
    expect(newPersonGate({ ...base, unpaidNewPersonOrder: true, completedOrders: 3 })).toBe(
      'unpaid',
    );
  });

  it('reports the limit when the count is non-zero, even with an unpaid order', () => {
    expect(newPersonGate({ ...base, newPeopleCount: 1 })).toBe('limit');
    expect(newPersonGate({ ...base, newPeopleCount: 1, unpaidNewPersonOrder: true })).toBe('limit');
    expect(newPersonGate({ ...base, newPeopleCount: 2, completedOrders: 4 })).toBe('limit');
  });

  it('rejects users with a completed order', () => {
    expect(newPersonGate({ ...base, completedOrders: 1 })).toBe('not-new');
  });
});

describe('secondOrderGate', () => {
  it('is first-order below one order', () => {
    expect(secondOrderGate(0)).toBe('first-order');
    expect(secondOrderGate(-1)).toBe('first-order');
    expect(secondOrderGate(Number.NaN)).toBe('first-order');
  });

  it('is ok with exactly one order', () => {
    expect(secondOrderGate(1)).toBe('ok');
  });

  it('is finished with two or more orders', () => {
    expect(secondOrderGate(2)).toBe('finished');
    expect(secondOrderGate(10)).toBe('finished');
  });
});
