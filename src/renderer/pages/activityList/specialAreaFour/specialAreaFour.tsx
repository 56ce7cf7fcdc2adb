// ¥9.9 free shipping (type 50). One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function NineZone() {
  return <ActivityZone route="pages/activityList/specialAreaFour/specialAreaFour" />;
}
