/** Discount detail (types 18, 19). */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackGoodsDiscountsDetail() {
  return <ActivityDetail page="pages/subpack/goods/discounts_detail" title="discount" />;
}
