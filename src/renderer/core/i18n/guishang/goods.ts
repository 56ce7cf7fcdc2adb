// Strings of the guishang screens for shop goods and categories, cabinet goods, cabinet classes and the image gallery. Loaded with those pages (see ./index.ts).
// `en` must have the same keys (its type says so).

export const zh = {
  gsGoods: {
    title: '商品',
  },
};

export const en: typeof zh = {
  gsGoods: {
    title: 'Goods',
  },
};
