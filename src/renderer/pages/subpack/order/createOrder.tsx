/** Create order: the confirmation screen under the name some links use (same query as confirmationOrder). */
import { CheckoutScreen } from '../../../features/checkout/CheckoutScreen';

export default function CreateOrder() {
  return <CheckoutScreen page="pages/subpack/order/createOrder" />;
}
