// Strings of the kernel's data layer (keys `data.…`): the "network error" wording screens hand to
// core/data's reportFailure as `fallbackKey: 'data.networkError'`. Registered when a module using
// them imports this file, so they stay out of the apps' first load like the features' strings.
import { registerStrings } from './register';

export const zh = {
  data: {
    networkError: '网络异常，请稍后重试',
  },
};

export const en: typeof zh = {
  data: {
    networkError: 'Network error. Please try again later',
  },
};

registerStrings(zh, en);
