/** The cashier for one order (`?order_id=`, or `trade_no`): the same screen as money/pay. */
import { PayScreen } from '../../../features/checkout/PayScreen';

export default function Money() {
  return <PayScreen page="pages/subpack/money/money" />;
}
