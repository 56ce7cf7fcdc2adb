// Strings of the kernel's failure reporter (core/data/envelope-errors.ts) (keys `data.…`).
// Registered when that module loads (it imports this file), so they stay out of the apps' first
// load like the features' strings. `en` has exactly zh's keys (its type says so).
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
