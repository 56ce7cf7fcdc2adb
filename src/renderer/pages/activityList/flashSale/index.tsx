// Daily flash sale (type 1): session tabs, countdowns, sold-out and not-started states. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function FlashSaleZonePage() {
  return <ActivityZone route="pages/activityList/flashSale/index" />;
}
