// Strings of the home feed (keys `homeFeed.…`, issue 19 layout part). `en` has exactly zh's keys.
import { registerStrings } from '../../core/i18n/register';

export const zh = {
  homeFeed: {
    fullTag: '满减',
  },
};

export const en: typeof zh = {
  homeFeed: {
    fullTag: 'Spend & save',
  },
};

registerStrings(zh, en);
