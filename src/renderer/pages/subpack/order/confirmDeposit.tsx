/**
 * Payment method for the amount due of order/deposit. Decision (see features/checkout/DepositScreen):
 * a deposit is the order's amount due paid in the ordinary flow, so this is the cashier
 * (PayScreen) for the same trade, titled "payment method".
 */
import '../../../features/checkout/strings/pay';
import { useTranslation } from '../../../core/i18n';
import { PayScreen } from '../../../features/checkout/PayScreen';

export default function ConfirmDeposit() {
  const { t } = useTranslation();
  return <PayScreen page="pages/subpack/order/confirmDeposit" title={t('pay.methodTitle')} />;
}
