// Strings of the guishang screens for fresh-vegetable purchase, merchant cart and addresses. Loaded with those pages (see ./index.ts).
// `en` must have the same keys (its type says so).

export const zh = {
  gsBuy: {
    title: '进货',
  },
};

export const en: typeof zh = {
  gsBuy: {
    title: 'Restock purchase',
  },
};
