import { describe, expect, it } from 'vitest';
import { stateOf, takeBindState } from './social-intent';

function fake(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

describe('social intent', () => {
  it('reads the state of absolute and relative authorize URLs', () => {
    expect(stateOf('https://open.weixin.qq.com/connect?appid=1&state=abc_1')).toBe('abc_1');
    expect(stateOf('/__sandbox/social/authorize?state=s-2&redirect=x')).toBe('s-2');
    expect(stateOf('/nothing')).toBe('');
  });

  it('matches the remembered state once', () => {
    const s = fake();
    s.setItem('socialBindState', 'abc');
    expect(takeBindState('other', s)).toBe(false);
    expect(takeBindState('abc', s)).toBe(true);
    expect(takeBindState('abc', s)).toBe(false);
  });
});
