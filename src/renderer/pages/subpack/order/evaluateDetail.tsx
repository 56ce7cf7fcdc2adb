/** Write a review (`?order_id=`): the shared review form of features/orders. */
import { ReviewScreen } from '../../../features/orders/ReviewScreen';

export default function EvaluateDetail() {
  return <ReviewScreen page="pages/subpack/order/evaluateDetail" />;
}
