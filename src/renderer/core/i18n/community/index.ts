// All strings of the community screens (messages, chat, complaints and the small pages, live,
// local shop, neighbourhood feed). Screens import only the group files they use (each registers
// itself on import); this module is for the key check and anything that needs every group.
import * as chat from './chat';
import * as feed from './feed';
import * as live from './live';
import * as local from './local';
import * as messages from './messages';
import * as misc from './misc';

const files: { zh: object; en: object }[] = [messages, chat, misc, live, local, feed];

export const COMMUNITY_STRINGS = {
  'zh-CN': Object.assign({}, ...files.map((f) => f.zh)) as Record<string, unknown>,
  en: Object.assign({}, ...files.map((f) => f.en)) as Record<string, unknown>,
};
