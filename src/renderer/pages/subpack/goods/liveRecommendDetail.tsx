/** Live recommendation detail (type 55). */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackGoodsLiveRecommendDetail() {
  return <ActivityDetail page="pages/subpack/goods/liveRecommendDetail" title="liveRecommend" />;
}
