/**
 * Paying a purchase order (`?order_id=`): from the merchant balance (with the merchant login
 * password; not enough balance is said plainly) or online (the cashier QR code for a phone; the
 * purchaseOrder event, or polling every 5 s, leads to the success page).
 */
import '../strings/trade';
import '../guishang-trade.css';
import { Button, Input } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EVENTS } from '../../../../shared/realtime';
import { moneyInfo, payPurchaseOrder, PURCHASE_ORDER } from '../trade/orders-api';
import { ApiError, reportFailure } from '../../../core/data';
import { purchaseOrderDetail, type PurchaseOrder } from '../purchase/api';
import { PaymentQr } from '../PaymentQr';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  Price,
} from '../../../core/ui';
import { useKioskEvent } from '../hooks';
import { Chips } from '../parts';

type Method = 'merchant_balance' | 'online';
const POLL_MS = 5_000;

export default function PayPurchaseOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id')) || 0;
  const [order, setOrder] = useState<PurchaseOrder | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [method, setMethod] = useState<Method>('merchant_balance');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [cashierUrl, setCashierUrl] = useState<string | null>(null);

  const success = useCallback(() => {
    void navigate(`/pages/guishang/money/paySuccess?order_id=${orderId}`, { replace: true });
  }, [navigate, orderId]);

  const load = useCallback(async () => {
    if (!orderId) return;
    setFailed(false);
    try {
      const [o, m] = await Promise.all([purchaseOrderDetail(orderId), moneyInfo()]);
      setOrder(o.data);
      setBalance(m.data.balance);
    } catch {
      setFailed(true);
    }
  }, [orderId]);
  useEffect(() => {
    void load();
  }, [load]);

  useKioskEvent(EVENTS.purchaseOrder, (p) => {
    if (p.order_id === orderId && p.status !== PURCHASE_ORDER.UNPAID) {
      if (p.status === PURCHASE_ORDER.CANCELLED) void load();
      else success();
    }
  });

  // While the QR code is shown: poll in case an event is missed.
  useEffect(() => {
    if (!cashierUrl) return;
    const timer = setInterval(() => {
      purchaseOrderDetail(orderId).then(
        (o) => {
          if (o.data.status === PURCHASE_ORDER.PAID || o.data.status === PURCHASE_ORDER.RECEIVED)
            success();
          else if (o.data.status !== PURCHASE_ORDER.UNPAID) setOrder(o.data);
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [cashierUrl, orderId, success]);

  const payBalance = async () => {
    if (!password) {
      setPasswordError(true);
      return;
    }
    setRefusal('');
    try {
      const res = await payPurchaseOrder(orderId, 'merchant_balance', password);
      if (res.data.paid) success();
    } catch (e) {
      // a 422 (wrong password, not enough balance) is said once, inline, without its field name
      const err = ApiError.from(e);
      if (err.kind === 'invalid') setRefusal(err.text);
      else reportFailure(err);
      void load();
    }
  };

  const payOnline = async () => {
    try {
      const res = await payPurchaseOrder(orderId, 'online');
      if (res.data.paid) success();
      else setCashierUrl(res.data.cashier_url);
    } catch {
      // shown by the wrapper
    }
  };

  let body: React.ReactNode;
  if (!orderId) body = <EmptyState title={t('gsTrade.pay.noOrder')} />;
  else if (failed) body = <ErrorState onRetry={() => void load()} />;
  else if (!order || balance === null) body = <ListSkeleton rows={2} />;
  else if (order.status !== PURCHASE_ORDER.UNPAID) {
    body = (
      <EmptyState
        title={
          order.status === PURCHASE_ORDER.CANCELLED
            ? t('gsTrade.pay.cancelled')
            : t('gsTrade.pay.alreadyPaid')
        }
        actionText={t('gsTrade.pay.toOrders')}
        onAction={() => void navigate('/pages/guishang/order/jinhuo')}
      />
    );
  } else {
    const short = balance < order.pay_amount;
    body = (
      <div className="gs-pay">
        <p className="gs-pay__amount">
          {t('gsTrade.pay.amount')} <Price fen={order.pay_amount} size="lg" />
        </p>
        <p className="gs-muted">
          {t('gsTrade.orderSn')} {order.order_sn}
        </p>
        {!cashierUrl && (
          <Chips
            label={t('gsTrade.pay.method')}
            options={[
              { value: 'merchant_balance', label: t('gsTrade.pay.balance') },
              { value: 'online', label: t('gsTrade.pay.online') },
            ]}
            value={method}
            onChange={setMethod}
          />
        )}
        {method === 'merchant_balance' && (
          <section className="gs-pay__method">
            <p>
              {t('gsTrade.pay.balanceNow')} <Price fen={balance} />
            </p>
            {short ? (
              <p className="gs-error gs-error--big" role="alert" data-testid="insufficient">
                {t('gsTrade.pay.insufficient', {
                  amount: ((order.pay_amount - balance) / 100).toFixed(2),
                })}
              </p>
            ) : (
              <>
                <div className="gs-field">
                  <label htmlFor="gs-pay-password">{t('gsTrade.pay.password')}</label>
                  <Input
                    id="gs-pay-password"
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(v) => {
                      setPassword(v);
                      setPasswordError(false);
                      setRefusal('');
                    }}
                    aria-invalid={passwordError}
                  />
                  {passwordError && (
                    <p className="gs-error" role="alert">
                      {t('gsTrade.pay.passwordRequired')}
                    </p>
                  )}
                  {refusal && (
                    <p className="gs-error" role="alert" data-testid="pay-refusal">
                      {refusal}
                    </p>
                  )}
                </div>
                <LoadingButton block color="primary" onClick={payBalance}>
                  {t('gsTrade.pay.payBalance')}
                </LoadingButton>
              </>
            )}
          </section>
        )}
        {method === 'online' && !cashierUrl && (
          <LoadingButton block color="primary" onClick={payOnline}>
            {t('gsTrade.pay.payOnline')}
          </LoadingButton>
        )}
        {method === 'online' && cashierUrl && (
          <>
            <PaymentQr
              url={cashierUrl}
              amount={order.pay_amount}
              deadline={order.pay_deadline}
              onExpired={() => void load()}
            />
            <Button block onClick={() => setCashierUrl(null)}>
              {t('gsTrade.pay.changeMethod')}
            </Button>
          </>
        )}
      </div>
    );
  }

  return (
    <PageFrame
      title={t('gsTrade.pay.title')}
      page="pages/guishang/money/pay"
      homePath="/pages/guishang/index/index"
    >
      {body}
    </PageFrame>
  );
}
