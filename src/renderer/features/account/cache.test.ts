import { describe, expect, it } from 'vitest';
import { clearStore, formatKb, KEPT_KEYS, storageBytes, type KeyValueStore } from './cache';

function fake(entries: Record<string, string>): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(entries));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    removeItem: (k) => void data.delete(k),
  };
}

describe('clear cache', () => {
  it('counts two bytes per UTF-16 unit of keys and values', () => {
    expect(storageBytes(fake({ ab: 'cde', 中: '文' }))).toBe(2 * 5 + 2 * 2);
    expect(storageBytes(fake({}))).toBe(0);
    expect(storageBytes(null)).toBe(0);
  });

  it('keeps the login of both areas and the language, removes the rest', () => {
    const s = fake({
      token: 't',
      userInfo: '{}',
      merchantToken: 'm',
      merchantUser: '{}',
      lang: 'en',
      searchHistory: '["a"]',
      callback: 'x',
      order_count: '2',
      'clicked:1': '[]',
    });
    const removed = clearStore(s, KEPT_KEYS);
    expect(removed.sort()).toEqual(['callback', 'clicked:1', 'order_count', 'searchHistory']);
    expect([...s.data.keys()].sort()).toEqual(
      ['lang', 'merchantToken', 'merchantUser', 'token', 'userInfo'].sort(),
    );
  });

  it('clears a store completely with nothing kept', () => {
    const s = fake({ a: '1', b: '2' });
    clearStore(s, []);
    expect(s.length).toBe(0);
  });

  it('formats KB with one decimal', () => {
    expect(formatKb(0)).toBe('0.0');
    expect(formatKb(1536)).toBe('1.5');
    expect(formatKb(-3)).toBe('0.0');
  });
});
