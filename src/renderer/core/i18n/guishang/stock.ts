// Strings of the cabinet stock screens (guishang: cabinets, cabinet goods and classes, stock
// logs, restock records, shop goods and categories). Loaded with those pages, not in the first
// load of the apps (see ./index.ts). `en` must have the same keys (its type says so).

export const zh = {
  gsStock: {
    title: '柜子',
  },
};

export const en: typeof zh = {
  gsStock: {
    title: 'Cabinets',
  },
};
