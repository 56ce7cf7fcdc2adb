/**
 * Pay a local shop order (`?order_id=`): the amount, the shop and the deadline counting down on
 * server time, and the shop's payment methods through the same pieces as the mall's cashier
 * (core/checkout/pay-methods, the wallet's pay password sheet and guard, `/api/pay/pay` with the
 * order): online (the provider's cashier, coming back to the order) and the wallet methods with
 * the pay password. Paid → the order in user/shop-order.
 */
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REPLY } from '../../../../../shared/constants';
import { HttpError } from '../../../../core/api/http';
import * as localApi from '../../../../core/api/local';
import * as orderApi from '../../../../core/api/order';
import type { PayMethod } from '../../../../core/api/order';
import * as walletApi from '../../../../core/api/wallet';
import { useAsync } from '../../../../core/catalogue/use-async';
import { yuanText } from '../../../../core/checkout/format';
import { isWalletMethod, payMethodOptions } from '../../../../core/checkout/pay-methods';
import '../../../../core/i18n/community/local';
import { load, reportFailure } from '../../../../core/orders/errors';
import {
  Countdown,
  EmptyState,
  ErrorState,
  LoadingButton,
  PageFrame,
  Price,
} from '../../../../core/ui';
import { formatPoints } from '../../../../core/wallet/format';
import { PayPasswordPopup, payOutcome } from '../../../../core/wallet/PayPasswordPopup';
import { usePayPasswordGuard } from '../../../../core/wallet/use-pay-password-guard';

const PAGE = 'pages/subpack1/trashy/pay/pay';
const ORDERS = '/pages/subpack1/user/shop-order';

export default function LocalPay() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id') ?? 0);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;

  const order = useAsync(async () => {
    if (!valid) throw new HttpError('no order', 422, { code: 422, message: '', data: null });
    return load(() => localApi.getLocalOrder(orderId));
  }, [orderId]);
  // The wallet is optional: when it cannot be read, only online payment is offered.
  const wallet = useAsync(async () => {
    try {
      return (await walletApi.getBalanceInfo()).data;
    } catch {
      return null;
    }
  }, []);
  const guard = usePayPasswordGuard();
  const [chosen, setChosen] = useState<PayMethod>('online');
  const [pwdOpen, setPwdOpen] = useState(false);

  const o = order.data;
  const options = o ? payMethodOptions(o.pay_amount, wallet.data ?? null) : [];
  const method = options.find((x) => x.method === chosen && x.enabled) ? chosen : 'online';
  const detailPath = `${ORDERS}?id=${orderId}`;
  const done = () => void navigate(detailPath, { replace: true });

  const payNow = async () => {
    if (!o) return;
    if (isWalletMethod(method)) {
      if (await guard()) setPwdOpen(true);
      return;
    }
    try {
      const returnUrl = window.location.pathname.startsWith('/h5/')
        ? `/h5/#${detailPath}&from=pay`
        : undefined;
      const res = await orderApi.pay({ order_id: o.id }, 'online', { return_url: returnUrl });
      if (res.code !== REPLY.OK) return;
      if (res.data.paid) done();
      else if (res.data.cashier_url) {
        window.location.href = res.data.cashier_url;
        // keep the button busy while the browser leaves
        await new Promise((resolve) => setTimeout(resolve, 3000));
      }
    } catch (error) {
      reportFailure(error);
      void order.reload();
    }
  };

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
        <section className="card pay-head" data-testid="pay-head">
          <p className="pay-head__label">{t('pay.amount')}</p>
          <div data-testid="pay-amount">
            <Price fen={o.pay_amount} size="lg" />
          </div>
          <p className="pay-head__deadline">
            {t('pay.deadline')}{' '}
            <Countdown endAt={o.pay_deadline} format="hms" onEnd={() => void order.reload()} />
          </p>
          <p className="pay-head__note" data-testid="local-pay-shop">
            {t('local.pay.shop')}: {o.shop.name} · {t('local.pay.orderSn')} {o.order_sn}
          </p>
        </section>
        <section className="card pay-methods">
          <h2 className="pay-methods__title" id="local-pay-methods">
            {t('pay.chooseMethod')}
          </h2>
          <ul role="radiogroup" aria-labelledby="local-pay-methods">
            {options.map((opt) => {
              const selected = opt.method === method;
              let hint = '';
              if (opt.method === 'online') hint = t('pay.onlineHint');
              else if (opt.available !== null)
                hint =
                  opt.method === 'integral'
                    ? t('pay.pointsHeld', { points: formatPoints(opt.available) })
                    : `${t('pay.held')} ${yuanText(opt.available)}`;
              else if (opt.reason === 'unknown') hint = t('pay.walletUnknown');
              if (opt.reason === 'insufficient')
                hint += ` · ${opt.method === 'integral' ? t('pay.insufficientPoints') : t('pay.insufficient')}`;
              return (
                <li key={opt.method}>
                  <button
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    className={selected ? 'pay-method pay-method--on' : 'pay-method'}
                    disabled={!opt.enabled}
                    data-testid={`pay-method-${opt.method}`}
                    onClick={() => setChosen(opt.method)}
                  >
                    <span className="pay-method__text">
                      <span className="pay-method__name">{t(`pay.method.${opt.method}`)}</span>
                      {hint && <span className="pay-method__hint">{hint}</span>}
                    </span>
                    <span
                      className={selected ? 'checkout-radio checkout-radio--on' : 'checkout-radio'}
                      aria-hidden="true"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      </>
    );
  }

  return (
    <PageFrame
      title={t('local.pay.title')}
      page={PAGE}
      className="pay-screen"
      homePath={ORDERS}
      footer={
        o && o.status === 0 ? (
          <div className="checkout-footer">
            <LoadingButton
              block
              color="primary"
              size="large"
              shape="rounded"
              onClick={payNow}
              data-testid="pay-submit"
            >
              {t('pay.payNow')} <Price fen={o.pay_amount} size="sm" className="pay-submit__price" />
            </LoadingButton>
          </div>
        ) : undefined
      }
    >
      {body}
      {o && (
        <PayPasswordPopup
          visible={pwdOpen}
          title={t('pay.passwordTitle')}
          summary={
            <div className="pay-pop__summary">
              <span>{t(`pay.method.${method}`)}</span>
              <Price fen={o.pay_amount} size="lg" />
            </div>
          }
          onClose={() => setPwdOpen(false)}
          onSubmit={(password) =>
            payOutcome(
              () => orderApi.pay({ order_id: o.id }, method, { pay_password: password }),
              done,
            )
          }
        />
      )}
    </PageFrame>
  );
}
