// Themed zone: personal care and cleaning. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function NurseCleanZone() {
  return <ActivityZone route="pages/activityList/nurse-clean/nurse-clean" />;
}
