// Shopping gift: goods that give bonus points. One configuration of features/promo/ActivityZone.
import { ActivityZone } from '../../../features/promo/ActivityZone';

export default function ShoppingGiftZone() {
  return <ActivityZone route="pages/activityList/shoppingGift/shoppingGift" />;
}
