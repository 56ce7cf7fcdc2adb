// The merchant area's strings, registered into the one `translation` namespace when the first
// guishang page loads (every guishang page imports this module), so they stay out of the first
// load of the shop. Top-level keys: `gsStock` (cabinets, stock, logs, restock), `gsGoods` (shop
// and cabinet goods, classes, gallery), `gsTrade` (orders, cabinet sales, money) and `gsBuy`
// (fresh-vegetable purchase, merchant cart, addresses). One file per group.
import i18n from '../index';
import * as buy from './buy';
import * as goods from './goods';
import * as stock from './stock';
import * as terminal from './terminal';
import * as trade from './trade';

export const GUISHANG_STRINGS = {
  'zh-CN': { ...stock.zh, ...goods.zh, ...trade.zh, ...buy.zh, ...terminal.zh },
  en: { ...stock.en, ...goods.en, ...trade.en, ...buy.en, ...terminal.en },
} as const;

for (const [lang, strings] of Object.entries(GUISHANG_STRINGS)) {
  // deep merge, keep existing keys
  i18n.addResourceBundle(lang, 'translation', strings, true, false);
}
