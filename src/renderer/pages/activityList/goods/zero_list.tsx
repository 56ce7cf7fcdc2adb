// Zero-price welfare: goods for points at ¥0 cash. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function ZeroPriceZone() {
  return <ActivityZone route="pages/activityList/goods/zero_list" />;
}
