/** #/pages/subpack1/coupon-center/coupon-center: the CouponCenter screen of features/promo. */
export { default } from '../../../features/promo/screens/CouponCenterScreen';
