// Previous periods: goods of ended activities, read-only. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function PreviousPeriods() {
  return <ActivityZone route="pages/activityList/previousPeriod/previousPeriod" />;
}
