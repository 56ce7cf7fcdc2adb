/** #/pages/subpack1/user/my-coupon: the MyCoupon screen of features/promo. */
export { default } from '../../../features/promo/screens/MyCouponScreen';
