// Themed zone: quality picks. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function SuperiorZone() {
  return <ActivityZone route="pages/activityList/is-superior/is-superior" />;
}
