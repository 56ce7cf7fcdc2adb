// Strings of the merchant trade screens (guishang: orders, cabinet sales and collecting payment,
// fresh-vegetable purchase orders, merchant cart, addresses, money). Loaded with those pages (see
// ./index.ts). `en` must have the same keys (its type says so).

export const zh = {
  gsTrade: {
    title: '订单',
  },
};

export const en: typeof zh = {
  gsTrade: {
    title: 'Orders',
  },
};
