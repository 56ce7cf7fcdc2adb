import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../core/i18n';
import '../../features/cart/strings';
import '../../features/catalogue/strings/category';
import '../../features/catalogue/strings/detail';
import { SHELL_STRINGS } from './shells';

describe('the shells say what the app says', () => {
  it.each(['zh-CN', 'en'] as const)('every string in %s is the app’s own', async (lang) => {
    await setLanguage(lang);
    for (const [key, text] of Object.entries(SHELL_STRINGS[lang])) {
      expect([key, i18n.t(key as never)]).toEqual([key, text]);
    }
  });
});
