/** A seller's home (`?seller_id=`); the same screen as pages/subpack/merchant/merchant. */
import { SellerHome } from '../../../features/catalogue/SellerHome';

export default function SellerDetailPage() {
  return <SellerHome page="pages/subpack/detail/detail" />;
}
