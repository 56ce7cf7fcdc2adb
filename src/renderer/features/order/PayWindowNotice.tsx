/**
 * Issue 25 (nav-exp): where the buyer is told how long they have to pay, the words come from the
 * config (`/api/v3/config`, read at start-up into the config store): `com_exp_time` as "30分钟"
 * and `com_exp_msg` as the operator stored it (a client string when it is empty).
 * - `PayWindowNotice`: the whole sentence before submitting ("请在30分钟内完成支付，订单超时未支付将自动关闭");
 * - `PayWindowMessage`: the message alone, beside a countdown to the order's own deadline (cashier);
 * - `PayWindowTail`: the message as the tail of the order detail's countdown sentence.
 */
import './strings/orders';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../core/i18n';
import { useStores } from '../../core/stores/context';
import { payWindowMessage, payWindowText } from './pay-window';

/** The configured message, or the client's when the operator left it empty. */
function useMessage(): string {
  const { t } = useTranslation();
  const { config } = useStores();
  return payWindowMessage(config.config) || t('orders.payWindow.fallback');
}

export const PayWindowNotice = observer(function PayWindowNotice({
  className,
}: {
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const { config } = useStores();
  const message = useMessage();
  const time = payWindowText(config.config?.com_exp_time ?? 0, i18n.language);
  return (
    <p className={className} data-testid="pay-window-notice">
      {time ? t('orders.payWindow.notice', { time, message }) : message}
    </p>
  );
});

export const PayWindowMessage = observer(function PayWindowMessage({
  className,
}: {
  className?: string;
}) {
  return (
    <p className={className} data-testid="pay-window-message">
      {useMessage()}
    </p>
  );
});

export const PayWindowTail = observer(function PayWindowTail() {
  const { t } = useTranslation();
  return (
    <span data-testid="pay-window-message">
      {t('orders.payWindow.tail', { message: useMessage() })}
    </span>
  );
});
