// Strings of the category tab (keys `category.…`). Registered into the one `translation` namespace
// when this module is first imported; every module that uses the group imports it
// (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens, not in the
// apps' first load. `en` has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types
// the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  category: {
    title: '分类',
    all: '全部',
    empty: '该分类下暂无商品',
    sub: '子分类',
    emptyGoods: '暂无商品',
    goods: '商品',
    ranking: '排行榜',
    view: '查看方式',
    rankingEmpty: '暂无排行',
    rankNo: '第{{rank}}名',
  },
};

export const en: typeof zh = {
  category: {
    title: 'Categories',
    all: 'All',
    empty: 'No goods in this category',
    sub: 'Subcategories',
    emptyGoods: 'No goods yet',
    goods: 'Goods',
    ranking: 'Top sellers',
    view: 'View',
    rankingEmpty: 'No ranking yet',
    rankNo: 'No. {{rank}}',
  },
};

registerStrings(zh, en);
