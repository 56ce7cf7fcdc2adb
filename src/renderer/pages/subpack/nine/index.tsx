/** Nine zone detail (type 50, ¥9.9 free shipping). */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackNineIndex() {
  return <ActivityDetail page="pages/subpack/nine/index" title="nine" />;
}
