/** Second-order special detail (type 12): the second-order gate prompts before ordering. */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function Subpack1NewbieLimitedtimeDetail() {
  return <ActivityDetail page="pages/subpack1/newbie/limitedtime_detail" title="secondOrder" />;
}
