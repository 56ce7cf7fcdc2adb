// New arrivals. One configuration of core/promo/ActivityZone.
import '../../../core/i18n/promo';
import { ActivityZone } from '../../../core/promo/ActivityZone';

export default function NewGoodsZone() {
  return <ActivityZone route="pages/activityList/new_goods/new_goods" />;
}
