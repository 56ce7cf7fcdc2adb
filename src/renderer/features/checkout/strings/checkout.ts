// Strings of the order confirmation (keys `checkout.…`). Registered into the one `translation`
// namespace when this module is first imported; every module that uses the group imports it
// (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens, not in the
// apps' first load. `en` has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types
// the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  checkout: {
    title: '确认订单',
    nothing: '没有要结算的商品',
    addressAdd: '请添加收货地址',
    addressChange: '收货地址：{{name}}，{{address}}，点击更换',
    needAddress: '请先添加收货地址',
    auctionCount: '我参与的竞拍：{{count}} 场',
    freight: '运费',
    freeShipping: '包邮',
    groupSubtotal: '共{{count}}件 小计',
    coupon: '优惠券',
    couponTitle: '选择优惠券',
    couponAvailable: '{{count}}张可用',
    couponNoneAvailable: '暂无可用',
    couponNone: '不使用优惠券',
    couponThreshold: '满{{amount}}元可用',
    couponNoThreshold: '无门槛',
    // issue 23 (coupons): a discount coupon
    couponDiscount: '{{rate}}折',
    couponUntil: '有效期至 {{date}}',
    remark: '订单备注',
    remarkPlaceholder: '选填，可告诉商家您的特殊要求',
    totals: '金额明细',
    goodsAmount: '商品金额',
    fullCut: '满减优惠',
    threeForTen: '十元三件优惠',
    payAmount: '实付款',
    submit: '提交订单',
    // issue 19 (freight promises): a shop group's amount lines, so its subtotal adds up
    group: {
      goods: '商品金额',
      fullCut: '满减优惠（平台分摊）',
      threeForTen: '十元三件优惠',
      coupon: '优惠券（平台分摊）',
      shareNote: '平台满减和优惠券按各店铺商品金额分摊到每个店铺',
    },
  },
};

export const en: typeof zh = {
  checkout: {
    title: 'Confirm order',
    nothing: 'Nothing to check out',
    addressAdd: 'Add a delivery address',
    addressChange: 'Delivery to {{name}}, {{address}}; tap to change',
    needAddress: 'Please add a delivery address first',
    auctionCount: 'My auctions: {{count}}',
    freight: 'Shipping',
    freeShipping: 'Free shipping',
    groupSubtotal: '{{count}} item(s), subtotal',
    coupon: 'Coupon',
    couponTitle: 'Choose a coupon',
    couponAvailable: '{{count}} available',
    couponNoneAvailable: 'None available',
    couponNone: 'Don’t use a coupon',
    couponThreshold: 'Orders from ¥{{amount}}',
    couponNoThreshold: 'No minimum',
    // issue 23 (coupons)
    couponDiscount: '{{pct}}% of price',
    couponUntil: 'Valid until {{date}}',
    remark: 'Note',
    remarkPlaceholder: 'Optional: a note for the seller',
    totals: 'Amount details',
    goodsAmount: 'Goods',
    fullCut: 'Spend-and-save discount',
    threeForTen: 'Three-for-ten-yuan saving',
    payAmount: 'To pay',
    submit: 'Submit order',
    // issue 19 (freight promises): a shop group's amount lines, so its subtotal adds up
    group: {
      goods: 'Goods',
      fullCut: 'Spend-and-save (platform share)',
      threeForTen: 'Three-for-ten-yuan saving',
      coupon: 'Coupon (platform share)',
      shareNote:
        'Platform spend-and-save discounts and coupons are shared across shops by goods amount',
    },
  },
};

registerStrings(zh, en);
