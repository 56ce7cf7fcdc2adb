// @vitest-environment jsdom
// Issue 18's string fixes: item counts use plural forms ("1 item", not "1 items").
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../core/i18n';
import './strings/buy';
import './strings/trade';
import './strings/offline';

afterAll(async () => {
  await setLanguage('zh-CN');
});

describe('kiosk item counts', () => {
  it('English says 1 item and 2 items; Chinese has one form', async () => {
    await setLanguage('en');
    expect(i18n.t('gsTrade.form.total', { count: 1 })).toBe('1 item, total');
    expect(i18n.t('gsTrade.form.total', { count: 2 })).toBe('2 items, total');
    expect(i18n.t('gsTrade.orders.amount', { count: 1 })).toBe('1 item, paid');
    expect(i18n.t('gsBuy.cartWithCount', { count: 1 })).toBe('Purchase cart, 1 item');
    expect(i18n.t('gsBuy.cartWithCount', { count: 3 })).toBe('Purchase cart, 3 items');
    await setLanguage('zh-CN');
    expect(i18n.t('gsTrade.form.total', { count: 1 })).toBe('共 1 件，合计');
    expect(i18n.t('gsTrade.form.total', { count: 5 })).toBe('共 5 件，合计');
  });
});
