/** Write a review (`?order_id=`): the shared review form of features/order. */
import { ReviewScreen } from '../../../features/order/ReviewScreen';

export default function EvaluateDetail() {
  return <ReviewScreen page="pages/subpack/order/evaluateDetail" />;
}
