import { describe, expect, it } from 'vitest';
import { savePickedAddress, takePickedAddress } from './address-pick';

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe('address pick hand-over', () => {
  it('hands the picked id over once', () => {
    const s = memory();
    expect(takePickedAddress(s)).toBeNull();
    savePickedAddress(7, s);
    expect(takePickedAddress(s)).toBe(7);
    expect(takePickedAddress(s)).toBeNull();
  });

  it('ignores a value that is not an id', () => {
    const s = memory();
    s.setItem('gs:address:picked', 'abc');
    expect(takePickedAddress(s)).toBeNull();
  });
});
