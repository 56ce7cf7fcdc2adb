// All of the merchant area's strings. Screens import only the group files they use
// (`./stock`, `./goods`, `./trade`, `./buy`, `./terminal`; each registers itself on import) so a
// screen's first load carries only its own strings; this module is for the key check and
// anything that needs every group.
import * as buy from './buy';
import * as goods from './goods';
import * as stock from './stock';
import * as terminal from './terminal';
import * as trade from './trade';

export const GUISHANG_STRINGS = {
  'zh-CN': { ...stock.zh, ...goods.zh, ...trade.zh, ...buy.zh, ...terminal.zh },
  en: { ...stock.en, ...goods.en, ...trade.en, ...buy.en, ...terminal.en },
} as const;
