// Ten-yuan-three-items (type 17): brand chips, add to cart; the cart prices each group of three at ¥10. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function ThreeForTenZone() {
  return <ActivityZone route="pages/activityList/sysj/sysj" />;
}
