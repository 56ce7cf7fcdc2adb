// Strings of my collection (goods and wine) (keys `collect.…`). Registered into the one
// `translation` namespace when this module is first imported; every module that uses the group
// imports it (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens,
// not in the apps' first load. `en` has exactly zh's keys (its type says so);
// src/renderer/i18next.d.ts types the keys of t() from `zh`.
import { registerStrings } from '../../core/i18n/register';

export const zh = {
  collect: {
    title: '我的收藏',
    wineTitle: '我的藏酒',
    empty: '还没有收藏的商品',
    wineEmpty: '还没有收藏的酒',
    remove: '取消收藏',
    removeConfirm: '确定取消收藏该商品吗？',
    invalid: '已失效',
    invalidToast: '该商品已下架',
    loginPrompt: '登录后查看收藏的商品',
    login: '去登录',
  },
};

export const en: typeof zh = {
  collect: {
    title: 'My favourites',
    wineTitle: 'My collected wine',
    empty: 'No favourites yet',
    wineEmpty: 'No collected wine yet',
    remove: 'Remove',
    removeConfirm: 'Remove this goods from your favourites?',
    invalid: 'Unavailable',
    invalidToast: 'This goods is off the shelf',
    loginPrompt: 'Log in to see your favourites',
    login: 'Log in',
  },
};

registerStrings(zh, en);
