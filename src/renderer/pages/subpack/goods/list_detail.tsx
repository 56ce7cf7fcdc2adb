/** List detail (type 2). */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackGoodsListDetail() {
  return <ActivityDetail page="pages/subpack/goods/list_detail" title="list" />;
}
