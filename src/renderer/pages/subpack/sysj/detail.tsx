/** Ten-yuan-three-items detail (type 17): the rule and the cart progress, add to cart. */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackSysjDetail() {
  return <ActivityDetail page="pages/subpack/sysj/detail" title="threeForTen" />;
}
