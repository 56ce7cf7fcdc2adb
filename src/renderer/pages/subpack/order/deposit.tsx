/**
 * Pay deposit: the order's amount due (`?order_id=`, or `trade_no`) before choosing the payment
 * method. Decision: there is no separate deposit scheme in the contract, so the deposit is the
 * order's amount due, paid through the same cashier (order/confirmDeposit); see
 * features/checkout/DepositScreen.tsx.
 */
import { DepositScreen } from '../../../features/checkout/DepositScreen';

export default function Deposit() {
  return <DepositScreen page="pages/subpack/order/deposit" />;
}
