// Second-order special price (type 12), with the second-order gate prompt. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function SecondOrderZone() {
  return <ActivityZone route="pages/activityList/newbie/limitedtime" />;
}
