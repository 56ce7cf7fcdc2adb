// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import en from './en';
import { currentLanguage, i18n, loadLanguage, normalizeLanguage, setLanguage } from './index';
import zhCN from './zh-CN';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v as object, `${prefix}${k}.`),
  );
}

describe('i18n', () => {
  it('maps any English tag to en and everything else to zh-CN', () => {
    expect(normalizeLanguage('en')).toBe('en');
    expect(normalizeLanguage('en-GB')).toBe('en');
    expect(normalizeLanguage('EN_us')).toBe('en');
    expect(normalizeLanguage('zh-TW')).toBe('zh-CN');
    expect(normalizeLanguage('fr')).toBe('zh-CN');
    expect(normalizeLanguage(undefined)).toBe('zh-CN');
  });

  it('switches, persists and marks the document language', async () => {
    await setLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('tabs.cart')).toBe('Cart');
    expect(i18n.t('common.resendIn', { s: 5 })).toBe('Resend in 5s');

    await setLanguage('zh-CN');
    expect(currentLanguage()).toBe('zh-CN');
    expect(localStorage.getItem('lang')).toBe('zh-CN');
    expect(i18n.t('tabs.cart')).toBe('购物车');
  });

  it('bundles only Chinese; English arrives with its first use and keeps registered groups', async () => {
    // a screen's string group registered before English was loaded stays after the load
    i18n.addResourceBundle('en', 'translation', { zzGroup: { a: 'A' } }, true, false);
    await loadLanguage('en');
    // (a group the key types do not know: a default value is how t() takes an unchecked key)
    expect(i18n.getFixedT('en')('zzGroup.a', { defaultValue: 'missing' })).toBe('A');
    expect(i18n.getFixedT('en')('tabs.cart')).toBe('Cart');
  });

  it('has the same keys in both languages, none empty', async () => {
    await loadLanguage('en');
    expect(keys(en).sort()).toEqual(keys(zhCN).sort());
    for (const [lang, res] of [
      ['en', en],
      ['zh-CN', zhCN],
    ] as const) {
      for (const key of keys(res))
        expect(i18n.getFixedT(lang)(key, { defaultValue: '' }), key).not.toBe('');
    }
  });
});
