// Join the welfare group for coupons: its QR code and the coupons. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function GroupGiftZone() {
  return <ActivityZone route="pages/activityList/groupGift/group_gift" />;
}
