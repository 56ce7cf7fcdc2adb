/** Shopping-gift detail (the type-16 gift variant). */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackGoodsShoppingGiftDetail() {
  return (
    <ActivityDetail page="pages/subpack/goods/shoppingGift_detail" title="gift" source="shopping" />
  );
}
