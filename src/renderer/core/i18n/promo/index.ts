// The promotion screens' strings (issue 8), registered into the one `translation` namespace when
// the first promotion page loads (each of those pages imports this module), so they stay out of
// the first load of the shop. One file per screen group, each under its own top-level key.
import i18n from '../index';
import * as zone from './zone';
import * as group from './group';
import * as tasks from './tasks';
import * as detail from './detail';

const files: { zh: object; en: object }[] = [zone, group, tasks, detail];

export const PROMO_STRINGS = {
  'zh-CN': Object.assign({}, ...files.map((f) => f.zh)) as Record<string, unknown>,
  en: Object.assign({}, ...files.map((f) => f.en)) as Record<string, unknown>,
};

for (const [lang, strings] of Object.entries(PROMO_STRINGS)) {
  // deep merge, keep existing keys
  i18n.addResourceBundle(lang, 'translation', strings, true, false);
}
