// Points exchange (type 3): cash price plus points. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function IntegralZone() {
  return <ActivityZone route="pages/activityList/goods/integral_list" />;
}
