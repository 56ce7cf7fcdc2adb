/** Shopping-earns-points detail (type 16, `/api/shopping_points/goods/detail`). */
import '../../../core/i18n/promo';
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackGoodsShoppingDetail() {
  return (
    <ActivityDetail page="pages/subpack/goods/shopping_detail" title="shopping" source="shopping" />
  );
}
