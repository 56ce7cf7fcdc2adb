/** Shopping-earns-points detail (type 16, `/api/shopping_points/goods/detail`). */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackGoodsShoppingDetail() {
  return (
    <ActivityDetail page="pages/subpack/goods/shopping_detail" title="shopping" source="shopping" />
  );
}
