/** Auction confirmation: the confirmation screen with the user's auction count; `activity_goods_id` uses the activity preview. */
import { CheckoutScreen } from '../../../features/checkout/CheckoutScreen';

export default function ConfirmAuctionOrder() {
  return <CheckoutScreen page="pages/subpack/order/confirmAuctionOrder" auction />;
}
