/** Confirm an order: from the cart (`cart_ids`) or buy now (`goods_id`, `sku_id`, `num`). */
import { CheckoutScreen } from '../../../features/checkout/CheckoutScreen';

export default function ConfirmationOrder() {
  return <CheckoutScreen page="pages/subpack/order/confirmationOrder" />;
}
