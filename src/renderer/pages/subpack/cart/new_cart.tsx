/** The cart as a page of its own (opened from goods pages): the shared cart screen with back. */
import { CartScreen } from '../../../features/cart/CartScreen';

export default function NewCartPage() {
  return <CartScreen page="pages/subpack/cart/new_cart" />;
}
