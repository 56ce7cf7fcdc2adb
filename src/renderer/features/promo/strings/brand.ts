// Strings of the brand zone (keys `brand.…`). Registered into the one `translation` namespace when
// this module is first imported; every module that uses the group imports it
// (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens, not in the
// apps' first load. `en` has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types
// the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  brand: {
    title: '品牌专区',
    missing: '品牌不存在',
    goodsCount: '共{{count}}件商品',
    empty: '该品牌暂无商品',
    // issue 19: the brand list and the category tab's brand row
    listTitle: '全部品牌',
    noBrands: '暂无品牌',
    stripTitle: '品牌',
    all: '全部品牌',
  },
};

export const en: typeof zh = {
  brand: {
    title: 'Brand zone',
    missing: 'This brand does not exist',
    goodsCount: '{{count}} items',
    empty: 'No goods of this brand yet',
    listTitle: 'All brands',
    noBrands: 'No brands yet',
    stripTitle: 'Brands',
    all: 'All brands',
  },
};

registerStrings(zh, en);
