// The merchant area's strings, registered into the one `translation` namespace when the first
// guishang page loads (every guishang page imports this module), so they stay out of the first
// load of the shop. Keys: `gsStock.*` and `gsTrade.*`.
import i18n from '../index';
import * as stock from './stock';
import * as trade from './trade';

export const GUISHANG_STRINGS = {
  'zh-CN': { ...stock.zh, ...trade.zh },
  en: { ...stock.en, ...trade.en },
} as const;

for (const [lang, strings] of Object.entries(GUISHANG_STRINGS)) {
  // deep merge, keep existing keys
  i18n.addResourceBundle(lang, 'translation', strings, true, false);
}
