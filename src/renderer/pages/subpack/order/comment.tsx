/** Write a review (`?order_id=`), the route name some links use: the same form as evaluateDetail. */
import { ReviewScreen } from '../../../features/order/ReviewScreen';

export default function Comment() {
  return <ReviewScreen page="pages/subpack/order/comment" />;
}
