// Strings of the cart (keys `cart.…`). Registered into the one `translation` namespace when this
// module is first imported; every module that uses the group imports it (core/i18n/keys.test.ts
// checks that), so the strings load with the feature's screens, not in the apps' first load. `en`
// has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types the keys of t() from
// `zh`.
import { registerStrings } from '../../core/i18n/register';

export const zh = {
  cart: {
    title: '购物车',
    empty: '购物车还是空的',
    goShopping: '去逛逛',
    total: '合计：',
    checkout: '结算',
    selectAll: '全选',
    edit: '编辑',
    done: '完成',
    delete: '删除',
    loginPrompt: '登录后可同步购物车中的商品',
    invalid: '失效',
    added: '加入购物车成功',
    login: '去登录',
    selectLine: '选择 {{title}}',
    selectSeller: '选择 {{name}} 的全部商品',
    quantity: '{{title}} 的数量',
    checkoutCount: '结算({{count}})',
    saving: '已优惠',
    deleteSelected: '删除({{count}})',
    deleteConfirm: '确定删除选中的 {{count}} 件商品吗？',
    deleteOneConfirm: '确定删除该商品吗？',
    deleted: '删除成功',
    invalidTitle: '失效商品 {{count}} 件',
    clearInvalid: '清空失效商品',
    clearInvalidConfirm: '确定清空全部失效商品吗？',
    offShelf: '已下架',
    soldOut: '已售罄',
    fullTag: '满减',
    fullReached: '已满{{full}}元，已减¥{{cut}}',
    fullNext: '再买¥{{short}}减¥{{cut}}',
    shop: '进入店铺 {{name}}',
    // issue 19 layout: each shop group's coupon entry
    coupons: '领券',
    couponsOf: '领取 {{name}} 可用的优惠券',
  },
};

export const en: typeof zh = {
  cart: {
    title: 'Cart',
    empty: 'Your cart is empty',
    goShopping: 'Go shopping',
    total: 'Total: ',
    checkout: 'Check out',
    selectAll: 'Select all',
    edit: 'Edit',
    done: 'Done',
    delete: 'Delete',
    loginPrompt: 'Log in to sync the goods in your cart',
    invalid: 'Unavailable',
    added: 'added to cart successfully',
    login: 'Log in',
    selectLine: 'Select {{title}}',
    selectSeller: 'Select all goods of {{name}}',
    quantity: 'Quantity of {{title}}',
    checkoutCount: 'Check out ({{count}})',
    saving: 'Saved',
    deleteSelected: 'Delete ({{count}})',
    deleteConfirm: 'Delete the {{count}} selected items?',
    deleteOneConfirm: 'Delete this item?',
    deleted: 'Deleted',
    invalidTitle: 'Unavailable items: {{count}}',
    clearInvalid: 'Clear unavailable',
    clearInvalidConfirm: 'Remove all unavailable items?',
    offShelf: 'Off the shelf',
    soldOut: 'Sold out',
    fullTag: 'Discount',
    fullReached: 'Spent over ¥{{full}}: ¥{{cut}} off',
    fullNext: 'Spend ¥{{short}} more for ¥{{cut}} off',
    shop: 'Open the shop {{name}}',
    // issue 19 layout: each shop group's coupon entry
    coupons: 'Coupons',
    couponsOf: 'Get coupons for {{name}}',
  },
};

registerStrings(zh, en);
