// Supermarket categories as a grid. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function SupermarketCategories() {
  return <ActivityZone route="pages/activityList/supermarket/category" />;
}
