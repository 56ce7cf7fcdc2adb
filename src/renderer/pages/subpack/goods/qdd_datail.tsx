/** Special detail (type 200, goods subregion 0 or 1). */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackGoodsQddDatail() {
  return <ActivityDetail page="pages/subpack/goods/qdd_datail" title="special" />;
}
