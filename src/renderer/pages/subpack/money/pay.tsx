/** The cashier of a submission: `?trade_no=` (+ `order_ids`), see features/checkout/PayScreen.tsx. */
import { PayScreen } from '../../../features/checkout/PayScreen';

export default function Pay() {
  return <PayScreen page="pages/subpack/money/pay" />;
}
