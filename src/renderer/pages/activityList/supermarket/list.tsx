// Supermarket goods of one category (`?cat_id=`). One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function SupermarketList() {
  return <ActivityZone route="pages/activityList/supermarket/list" />;
}
