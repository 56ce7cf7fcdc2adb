/** A purchase order was paid (`?order_id=`): amount, order number, next steps. */
import '../strings/trade';
import '../guishang-trade.css';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PURCHASE_ORDER } from '../trade/orders-api';
import { purchaseOrderDetail, type PurchaseOrder } from '../purchase/api';
import { useKioskEvent } from '../hooks';
import { ErrorState, ListSkeleton, PageFrame, Price } from '../../../core/ui';
import { EVENTS } from '../../../../shared/realtime';

/** While the payment is still being settled: look again this often, this many times. */
const PENDING_POLL_MS = 3_000;
const PENDING_POLLS = 20;

export default function PurchasePaySuccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id')) || 0;
  const [order, setOrder] = useState<PurchaseOrder | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!orderId) return;
    setFailed(false);
    try {
      setOrder((await purchaseOrderDetail(orderId)).data);
    } catch {
      setFailed(true);
    }
  }, [orderId]);
  useEffect(() => {
    void load();
  }, [load]);

  const paid =
    order !== null &&
    order.status !== PURCHASE_ORDER.UNPAID &&
    order.status !== PURCHASE_ORDER.CANCELLED;
  const pending = order !== null && order.status === PURCHASE_ORDER.UNPAID;

  useKioskEvent(EVENTS.purchaseOrder, (p) => {
    if (p.order_id === orderId) void load();
  });

  // The notify of an online payment may land just after the cashier came back here.
  useEffect(() => {
    if (!pending) return;
    let n = 0;
    const timer = setInterval(() => {
      n += 1;
      if (n > PENDING_POLLS) clearInterval(timer);
      else
        purchaseOrderDetail(orderId).then(
          (o) => {
            if (o.data.status !== PURCHASE_ORDER.UNPAID) setOrder(o.data);
          },
          () => undefined,
        );
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, orderId]);

  return (
    <PageFrame
      title={t('gsTrade.paySuccess.title')}
      page="pages/guishang/money/paySuccess"
      back={false}
    >
      <div className="gs-success" role="status">
        {failed && <ErrorState onRetry={() => void load()} />}
        {orderId > 0 && !order && !failed && <ListSkeleton rows={1} />}
        {(order || !orderId) && (
          <p className="gs-collect__big" data-testid="pay-result">
            {order?.status === PURCHASE_ORDER.CANCELLED
              ? t('gsTrade.pay.cancelled')
              : order && !paid
                ? t('gsTrade.paySuccess.pending')
                : t('gsTrade.paySuccess.heading')}
          </p>
        )}
        {order && (
          <dl className="gs-success__facts">
            <div>
              <dt>{t('gsTrade.paySuccess.amount')}</dt>
              <dd>
                <Price fen={order.pay_amount} size="lg" />
              </dd>
            </div>
            <div>
              <dt>{t('gsTrade.orderSn')}</dt>
              <dd>{order.order_sn}</dd>
            </div>
          </dl>
        )}
        <div className="gs-actions">
          <Button
            color="primary"
            onClick={() => void navigate('/pages/guishang/order/jinhuo', { replace: true })}
          >
            {t('gsTrade.paySuccess.toOrders')}
          </Button>
          <Button onClick={() => void navigate('/pages/guishang/index/index', { replace: true })}>
            {t('gsTrade.paySuccess.home')}
          </Button>
        </div>
      </div>
    </PageFrame>
  );
}
