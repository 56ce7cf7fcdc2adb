/** Auction confirmation from the cart: the same screen as order/confirmAuctionOrder. */
import { CheckoutScreen } from '../../../features/checkout/CheckoutScreen';

export default function CartConfirmAuctionOrder() {
  return <CheckoutScreen page="pages/subpack/cart/confirmAuctionOrder" auction />;
}
