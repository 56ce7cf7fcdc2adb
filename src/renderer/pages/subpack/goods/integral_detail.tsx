/** Points-exchange detail (type 3): activity price plus the points the order takes. */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackGoodsIntegralDetail() {
  return <ActivityDetail page="pages/subpack/goods/integral_detail" title="integral" />;
}
