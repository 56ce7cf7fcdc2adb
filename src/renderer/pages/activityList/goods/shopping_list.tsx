// Shopping earns points (type 16): "earn N points". One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function ShoppingPointsZone() {
  return <ActivityZone route="pages/activityList/goods/shopping_list" />;
}
