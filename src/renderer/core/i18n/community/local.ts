// Strings of the local screens (issues 9 and 10), registered when a page that uses them loads
// (the page imports this file), so they stay out of the apps' first load. `en` must have the
// same keys (its type says so).
import { registerStrings } from '../register';

export const zh = {
  local: {
    title: '',
  },
};

export const en: typeof zh = {
  local: {
    title: '',
  },
};

registerStrings(zh, en);
