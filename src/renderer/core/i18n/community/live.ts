// Strings of the live screens (issues 9 and 10), registered when a page that uses them loads
// (the page imports this file), so they stay out of the apps' first load. `en` must have the
// same keys (its type says so).
import { registerStrings } from '../register';

export const zh = {
  live: {
    title: '',
  },
};

export const en: typeof zh = {
  live: {
    title: '',
  },
};

registerStrings(zh, en);
