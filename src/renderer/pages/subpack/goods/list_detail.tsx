/** List detail (type 2). */
import '../../../core/i18n/promo';
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackGoodsListDetail() {
  return <ActivityDetail page="pages/subpack/goods/list_detail" title="list" />;
}
