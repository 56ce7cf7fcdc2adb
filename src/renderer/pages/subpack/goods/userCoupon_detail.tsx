/** Coupon-zone detail (types 52, 53) with the coupons usable with it. */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackGoodsUserCouponDetail() {
  return <ActivityDetail page="pages/subpack/goods/userCoupon_detail" title="coupon" />;
}
