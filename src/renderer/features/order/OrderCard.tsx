/**
 * One order in a list: the seller and the status, the lines (tap opens the detail), pieces and
 * amount paid, and the actions. Orders are per seller (docs/api-orders.md "Split by seller").
 */
import './strings/orders';
import { useTranslation } from '../../core/i18n';
import { useNavigate } from 'react-router-dom';
import type { OrderSummary } from './list-api';
import { Countdown, Price } from '../../core/ui';
import { OrderActionBar } from './OrderActionBar';
import { OrderLines } from './OrderLines';
import { orderStatusKey, type OrderAction } from './rules';
import './orders.css';

export interface OrderCardProps {
  order: OrderSummary;
  run: (action: OrderAction, order: OrderSummary) => Promise<void>;
  /** the payment deadline passed while shown */
  onExpired?: () => void;
}

export function OrderCard({ order, run, onExpired }: OrderCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = () => void navigate(`/pages/subpack/order/orderStatus?order_id=${order.id}`);
  const afterSaleOpen = order.after_sale;
  return (
    <article className="ord-card" data-testid="order-card" data-order-id={order.id}>
      <header className="ord-card__head">
        <h2 className="ord-card__seller">{order.seller_name || t('orders.shop')}</h2>
        <span className="ord-card__status" data-status={order.status}>
          {afterSaleOpen ? t('orders.afterSaleOpen') : t(orderStatusKey(order.status))}
        </span>
      </header>
      <OrderLines lines={order.lines} onOpen={open} />
      {order.status === 0 && order.pay_deadline > 0 ? (
        <p className="ord-card__deadline">
          {t('orders.payWithin')}
          <Countdown endAt={order.pay_deadline} format="hms" onEnd={onExpired} />
        </p>
      ) : null}
      <p className="ord-card__sum">
        {t('orders.pieces', { n: order.count })}
        <span>{order.status === 0 ? t('orders.toPay') : t('orders.paid')}</span>
        <Price fen={order.pay_amount} size="md" />
      </p>
      <OrderActionBar order={order} run={run} />
    </article>
  );
}
