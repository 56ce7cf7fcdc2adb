/** Payment result: verifies `trade_no` with the server (the cashier returns here). */
import { PaySuccessScreen } from '../../../features/checkout/PaySuccessScreen';

export default function MoneyPaySuccess() {
  return <PaySuccessScreen page="pages/subpack/money/paySuccess" />;
}
