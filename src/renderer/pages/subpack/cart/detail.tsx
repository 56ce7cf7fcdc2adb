/** The cart opened from an activity page: the shared cart screen with a back button. */
import { CartScreen } from '../../../features/cart/CartScreen';

export default function CartDetailPage() {
  return <CartScreen page="pages/subpack/cart/detail" />;
}
