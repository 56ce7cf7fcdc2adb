// Goods of one previous period (`?cat_id=`), read-only. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function PreviousPeriodList() {
  return <ActivityZone route="pages/activityList/previousPeriod/list" />;
}
