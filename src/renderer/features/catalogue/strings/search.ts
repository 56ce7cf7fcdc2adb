// Strings of search and its results (keys `search.…`). Registered into the one `translation`
// namespace when this module is first imported; every module that uses the group imports it
// (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens, not in the
// apps' first load. `en` has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types
// the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  search: {
    title: '搜索',
    resultTitle: '搜索结果',
    placeholder: '搜索商品',
    inputLabel: '搜索关键词',
    clearInput: '清除输入',
    submit: '搜索',
    history: '搜索历史',
    clearHistory: '清空搜索历史',
    clearHistoryConfirm: '确定清空全部搜索历史吗？',
    hot: '热门搜索',
    noHot: '暂无热门搜索',
    emptyKeyword: '请输入搜索关键词',
    noResult: '没有找到相关商品',
    noResultHint: '换个关键词试试吧',
    noResultFiltered: '试试减少筛选条件',
    searchAgain: '重新搜索',
    sort: {
      label: '排序',
      composite: '综合',
      sales: '销量',
      price: '价格',
      new: '新品',
      priceAsc: '从低到高',
      priceDesc: '从高到低',
    },
    filter: {
      button: '筛选',
      title: '筛选',
      close: '关闭筛选',
      category: '分类',
      brand: '品牌',
      none: '暂无可选项',
      reset: '重置',
      confirm: '确定',
      active: '已选筛选条件',
      remove: '移除筛选条件：{{name}}',
      clear: '清除筛选',
      // issue 19: the brand chips under the sort tabs
      brandZone: '进入品牌专区',
    },
  },
};

export const en: typeof zh = {
  search: {
    title: 'Search',
    resultTitle: 'Search results',
    placeholder: 'Search goods',
    inputLabel: 'Search keyword',
    clearInput: 'Clear',
    submit: 'Search',
    history: 'Recent searches',
    clearHistory: 'Clear recent searches',
    clearHistoryConfirm: 'Clear all recent searches?',
    hot: 'Popular searches',
    noHot: 'No popular searches yet',
    emptyKeyword: 'Please enter a keyword',
    noResult: 'No matching goods',
    noResultHint: 'Try another keyword',
    noResultFiltered: 'Try fewer filters',
    searchAgain: 'Search again',
    sort: {
      label: 'Sort',
      composite: 'Default',
      sales: 'Sales',
      price: 'Price',
      new: 'Newest',
      priceAsc: 'low to high',
      priceDesc: 'high to low',
    },
    filter: {
      button: 'Filter',
      title: 'Filter',
      close: 'Close filter',
      category: 'Category',
      brand: 'Brand',
      none: 'No options',
      reset: 'Reset',
      confirm: 'Confirm',
      active: 'Active filters',
      remove: 'Remove filter: {{name}}',
      clear: 'Clear filters',
      brandZone: 'Brand zone',
    },
  },
};

registerStrings(zh, en);
