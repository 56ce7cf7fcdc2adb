/** Auction confirmation (new links): the same screen as order/confirmAuctionOrder. */
import { CheckoutScreen } from '../../../features/checkout/CheckoutScreen';

export default function ConfirmAuctionOrderNew() {
  return <CheckoutScreen page="pages/subpack/order/confirmAuctionOrder_new" auction />;
}
