// Strings of the claim-coupons sheet (keys `couponSheet.…`, issue 19 layout part): opened by the
// goods detail's coupon row and the cart's 领券 entries. `en` has exactly zh's keys.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  couponSheet: {
    title: '领取优惠券',
    hint: '平台券，全场商品可用',
    none: '暂无可领的优惠券',
    loadError: '优惠券加载失败',
    retry: '重试',
    close: '关闭',
  },
};

export const en: typeof zh = {
  couponSheet: {
    title: 'Get coupons',
    hint: 'Platform coupons, good for every goods',
    none: 'No coupons to get right now',
    loadError: 'The coupons did not load',
    retry: 'Retry',
    close: 'Close',
  },
};

registerStrings(zh, en);
