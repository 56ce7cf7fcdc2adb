// First-order discount. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function FirstOrderZone() {
  return <ActivityZone route="pages/activityList/shoudan/shoudan" />;
}
