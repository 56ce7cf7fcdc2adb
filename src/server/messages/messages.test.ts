import { describe, expect, it } from 'vitest';
import { common } from './common';
import { DOMAINS, MESSAGES, t, tDetail, langOf, type MessageKey } from './index';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server message catalogue', () => {
  const keys = Object.keys(MESSAGES) as MessageKey[];

  it('holds the common keys and every domain key, prefixed', () => {
    const expected =
      Object.keys(common).length +
      Object.values(DOMAINS).reduce((n, table) => n + Object.keys(table).length, 0);
    expect(keys).toHaveLength(expected);
    expect(MESSAGES['live.roomNotFound']).toBe(DOMAINS.live.roomNotFound);
    expect(MESSAGES.loginRequired).toBe(common.loginRequired);
  });

  it('has no duplicate keys across domains (no common key looks like a domain key)', () => {
    const all = [
      ...Object.keys(common),
      ...Object.entries(DOMAINS).flatMap(([d, table]) =>
        Object.keys(table).map((k) => `${d}.${k}`),
      ),
    ];
    expect(new Set(all).size).toBe(all.length);
    for (const k of Object.keys(common)) expect(k).not.toContain('.');
  });

  it.each(keys)('%s has non-empty zh and en with the same placeholders', (key) => {
    const { zh, en } = MESSAGES[key];
    expect(zh.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
    expect(placeholders(en)).toEqual(placeholders(zh));
  });

  it('t picks the language and substitutes the parameters', () => {
    expect(t('zh', 'codeTooSoon', { s: 42 })).toBe('发送太频繁，请42秒后再试');
    expect(t('en', 'codeTooSoon', { s: 42 })).toBe('Please wait 42 s before asking again');
    expect(t('en', 'local.outOfRange', { km: '3.2', max: 3 })).toBe(
      'Out of the delivery range (3.2 km away, delivers within 3 km)',
    );
    expect(t('zh', 'cabinet.slotNotFound')).toBe('货道不存在');
    // parameters the text has no placeholder for are ignored; missing ones stay visible
    expect(t('en', 'live.roomNotFound', { n: 1 })).toBe('No such live room');
    expect(t('en', 'live.libraryFull')).toBe('At most {n} goods in the library');
  });

  it('a key held in a variable of a domain key type is checked as a template literal', () => {
    const key = 'slotNotFound' as keyof typeof DOMAINS.cabinet;
    expect(t('en', `cabinet.${key}`)).toBe('No such slot');
    // @ts-expect-error: not a key of the catalogue
    expect(() => t('en', 'live.noSuchKey')).toThrow();
    // @ts-expect-error: a domain key needs its prefix
    expect(() => t('en', 'roomNotFound')).toThrow();
  });

  it('tDetail translates common keys only and leaves anything else', () => {
    expect(tDetail('zh', 'required')).toBe('不能为空');
    expect(tDetail('en', 'too long')).toBe('is too long');
    expect(tDetail('en', 'live.roomNotFound')).toBe('live.roomNotFound');
    expect(tDetail('en', 'toString')).toBe('toString');
    expect(tDetail('en', 'something else')).toBe('something else');
  });

  it('langOf reads Accept-Language', () => {
    expect(langOf('en-GB,en;q=0.9')).toBe('en');
    expect(langOf('zh-CN')).toBe('zh');
    expect(langOf(undefined)).toBe('zh');
  });
});
