// New-person exclusive (type 11), with the new-person gate prompt. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function NewPersonZone() {
  return <ActivityZone route="pages/activityList/newbie/newperson" />;
}
