/** Ten-yuan-three-items brand variant (type 17, brand_id non-zero). */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackSysjBrand() {
  return <ActivityDetail page="pages/subpack/sysj/brand" title="threeForTenBrand" />;
}
