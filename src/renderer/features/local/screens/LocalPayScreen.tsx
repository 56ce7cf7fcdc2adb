/**
 * Pay a local shop order (`?order_id=`): the amount, the shop and the deadline counting down on
 * server time, and the payment part of the mall's cashier (features/checkout/PayScreen `usePayFlow`:
 * `/api/pay/pay` with the order, online coming back to the order, the wallet methods with the
 * pay password). Paid → the order in user/shop-order.
 */
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HttpError } from '../../../core/api/http';
import * as localApi from '../api';
import { PayHead, usePayFlow } from '../../checkout';
import '../strings';
import { EmptyState, ErrorState, PageFrame } from '../../../core/ui';
import { unwrap, useLoad } from '../../../core/data';

const PAGE = 'pages/subpack1/trashy/pay/pay';
const ORDERS = '/pages/subpack1/user/shop-order';

export default function LocalPay() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id') ?? 0);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;

  const order = useLoad(async () => {
    if (!valid) throw new HttpError('no order', 422, { code: 422, message: '', data: null });
    return unwrap(localApi.getLocalOrder(orderId));
  }, [orderId]);

  const o = order.data;
  const detailPath = `${ORDERS}?id=${orderId}`;
  const done = () => void navigate(detailPath, { replace: true });
  const flow = usePayFlow({
    target: o ? { order_id: o.id } : null,
    amount: o?.pay_amount ?? null,
    returnPath: `${detailPath}&from=pay`,
    onPaid: done,
    onFailed: () => void order.reload(),
  });

  let body;
  if (order.status === 'error') {
    body =
      order.error instanceof HttpError && order.error.envelope !== null ? (
        <EmptyState
          title={t('local.pay.notFound')}
          actionText={t('local.order.title')}
          onAction={() => void navigate(ORDERS, { replace: true })}
        />
      ) : (
        <ErrorState onRetry={order.retry} />
      );
  } else if (!o) {
    body = (
      <div aria-busy="true" className="local-section">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (o.status !== 0) {
    body = (
      <EmptyState
        title={o.status === 5 ? t('local.pay.closed') : t('local.pay.paid')}
        actionText={t('local.pay.viewOrder')}
        onAction={done}
      />
    );
  } else {
    body = (
      <>
        <PayHead
          amount={o.pay_amount}
          deadline={o.pay_deadline}
          onDeadline={() => void order.reload()}
        >
          <p className="pay-head__note" data-testid="local-pay-shop">
            {t('local.pay.shop')}: {o.shop.name} · {t('local.pay.orderSn')} {o.order_sn}
          </p>
        </PayHead>
        {flow.methods}
      </>
    );
  }

  return (
    <PageFrame
      title={t('local.pay.title')}
      page={PAGE}
      className="pay-screen"
      homePath={ORDERS}
      footer={o && o.status === 0 ? flow.footer : undefined}
    >
      {body}
      {flow.popup}
    </PageFrame>
  );
}
