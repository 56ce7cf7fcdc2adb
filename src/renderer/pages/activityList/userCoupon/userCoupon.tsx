// Coupon zone (types 52 and 53). One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function CouponZone() {
  return <ActivityZone route="pages/activityList/userCoupon/userCoupon" />;
}
