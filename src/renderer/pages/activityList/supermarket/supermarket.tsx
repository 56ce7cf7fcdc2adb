// Supermarket with category tabs. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function SupermarketZone() {
  return <ActivityZone route="pages/activityList/supermarket/supermarket" />;
}
