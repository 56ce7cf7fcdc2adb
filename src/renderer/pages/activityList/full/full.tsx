// Full reduction: the spend-and-save tiers and the zone goods. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function FullReductionZone() {
  return <ActivityZone route="pages/activityList/full/full" />;
}
