import { Tag } from 'antd';
import { useTranslation } from '../../../../core/i18n';
import { dynamicKey } from '../../../../core/i18n/typed';
import './strings';

const COLORS = ['gold', 'blue', 'cyan', 'green', 'default', 'default'] as const;

/** An order state (0 unpaid … 5 closed) as a coloured tag in the reader's language. */
export function OrderStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid="order-status">
      {t(dynamicKey('console.orders.statuses', `s${status}`))}
    </Tag>
  );
}
