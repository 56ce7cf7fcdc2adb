/**
 * The action buttons of an order (rules.ts decides which), the primary one in brand colour; a
 * note when the after-sale window has passed (so the request is not offered).
 */
import './strings/orders';
import './strings/after-sale';
import { useTranslation } from '../../core/i18n';
import { cx, LoadingButton } from '../../core/ui';
import {
  afterSaleClosedDays,
  isPrimaryAction,
  orderActions,
  type ActionableOrder,
  type OrderAction,
} from './rules';
import './orders.css';

export interface OrderActionBarProps<O extends ActionableOrder> {
  order: O;
  run: (action: OrderAction, order: O) => Promise<void>;
  className?: string;
}

export function OrderActionBar<O extends ActionableOrder>({
  order,
  run,
  className,
}: OrderActionBarProps<O>) {
  const { t } = useTranslation();
  const actions = orderActions(order);
  const closedDays = afterSaleClosedDays(order);
  if (actions.length === 0 && closedDays === null) return null;
  return (
    <div className={cx('ord-actions', className)}>
      {closedDays !== null && (
        <span className="ord-actions__note" data-testid="after-sale-closed">
          {t('afterSale.windowPassed', { days: closedDays })}
        </span>
      )}
      {actions.map((a) => (
        <LoadingButton
          key={a}
          size="small"
          shape="rounded"
          color={isPrimaryAction(a) ? 'primary' : 'default'}
          fill={isPrimaryAction(a) ? 'solid' : 'outline'}
          className="ord-actions__button"
          data-action={a}
          onClick={() => run(a, order)}
        >
          {t(`orders.action.${a}`)}
        </LoadingButton>
      ))}
    </div>
  );
}
