/** A seller's home (`?seller_id=`); the same screen as pages/subpack/detail/detail. */
import { SellerHome } from '../../../features/catalogue/SellerHome';

export default function MerchantPage() {
  return <SellerHome page="pages/subpack/merchant/merchant" />;
}
