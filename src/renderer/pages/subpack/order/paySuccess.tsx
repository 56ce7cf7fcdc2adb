/** Payment result (order links): verifies `trade_no` with the server; the same screen as money/paySuccess. */
import { PaySuccessScreen } from '../../../features/checkout/PaySuccessScreen';

export default function OrderPaySuccess() {
  return <PaySuccessScreen page="pages/subpack/order/paySuccess" />;
}
