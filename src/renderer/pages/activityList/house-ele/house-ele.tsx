// Themed zone: home appliances. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function HouseEleZone() {
  return <ActivityZone route="pages/activityList/house-ele/house-ele" />;
}
