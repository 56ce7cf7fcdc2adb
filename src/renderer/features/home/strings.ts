// Strings of the home feed (keys `homeFeed.…`, issue 19 layout part). `en` has exactly zh's keys.
import { registerStrings } from '../../core/i18n/register';

export const zh = {
  homeFeed: {
    title: '猜你喜欢',
    freeShipping: '包邮',
  },
};

export const en: typeof zh = {
  homeFeed: {
    title: 'Picked for you',
    freeShipping: 'Free shipping',
  },
};

registerStrings(zh, en);
