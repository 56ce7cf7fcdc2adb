// New arrivals. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function NewGoodsZone() {
  return <ActivityZone route="pages/activityList/new_goods/new_goods" />;
}
