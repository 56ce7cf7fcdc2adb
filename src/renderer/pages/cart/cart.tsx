/** Cart tab: the shared cart screen with the tab bar and pull to refresh (features/cart). */
import { CartScreen } from '../../features/cart/CartScreen';

export default function CartPage() {
  return <CartScreen page="pages/cart/cart" tab />;
}
