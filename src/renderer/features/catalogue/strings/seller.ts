// Strings of the seller's shop page (keys `seller.…`). Registered into the one `translation`
// namespace when this module is first imported; every module that uses the group imports it
// (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens, not in the
// apps' first load. `en` has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types
// the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  seller: {
    title: '店铺',
    missing: '店铺不存在或已关闭',
    goodsCount: '共{{count}}件商品',
    categories: '店铺分类',
    all: '全部',
    emptyGoods: '店铺暂无商品',
  },
};

export const en: typeof zh = {
  seller: {
    title: 'Store',
    missing: 'This store does not exist or is closed',
    goodsCount: '{{count}} items',
    categories: 'Store categories',
    all: 'All',
    emptyGoods: 'No goods in this store yet',
  },
};

registerStrings(zh, en);
