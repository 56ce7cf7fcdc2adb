/** Live-nine detail (type 51). */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function SubpackNineLive() {
  return <ActivityDetail page="pages/subpack/nine/live" title="liveNine" />;
}
