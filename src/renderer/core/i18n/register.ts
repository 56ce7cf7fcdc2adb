// Registers one lazily loaded string group into the one `translation` namespace (deep merge,
// existing keys kept). Each strings module (features/<domain>/strings.ts or strings/<group>.ts,
// and the kernel's ./data.ts) calls it when first imported, so a screen loads only the groups it
// uses (first-load budgets of the shop and the kiosk).
import i18n from './index';

export function registerStrings(zh: object, en: object): void {
  i18n.addResourceBundle('zh-CN', 'translation', zh, true, false);
  i18n.addResourceBundle('en', 'translation', en, true, false);
}
