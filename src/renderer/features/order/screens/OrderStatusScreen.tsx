/**
 * Order detail (`?order_id=`): a status banner (the payment deadline counting down by server time
 * for an unpaid order, the close reason of a closed one), the parcel's latest tracking, the
 * address, the seller's lines and the amounts, the order number with copy, the times, the
 * order's events as a timeline, the after-sale in progress, and the same actions as the list in
 * the bottom bar. A deleted order goes back to the list.
 */
import '../strings/orders';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { carrierName } from '../../../../shared/carriers';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as orderApi from '../list-api';
import { ChatEntry } from '../../chat';
import type { OrderDetail } from '../list-api';
import { copyText } from '../../../core/platform/copy';
import { isNotFound, unwrap } from '../../../core/data';
import { formatTime } from '../../../core/i18n/format-time';
import { OrderActionBar } from '../OrderActionBar';
import { OrderLines } from '../OrderLines';
import { PayWindowTail } from '../PayWindowNotice';
import { maskMobile } from '../../address';
import {
  afterSaleClosedDays,
  afterSaleStatusKey,
  hasOpenAfterSale,
  orderActions,
  orderStatusKey,
} from '../rules';
import { Timeline } from '../Timeline';
import { TruckIcon } from '../TruckIcon';
import { useOrderActions } from '../use-order-actions';
import {
  Countdown,
  ErrorState,
  ListSkeleton,
  PageFrame,
  Price,
  toast,
  MissingState,
} from '../../../core/ui';
import type { TranslationKey } from '../../../core/i18n/typed';
import '../orders.css';

const PAGE = 'pages/subpack/order/orderStatus';

function addressLine(a: NonNullable<OrderDetail['address']>): string {
  return [a.province, a.city, a.district, a.detail].filter(Boolean).join(' ');
}

export default function OrderStatus() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id'));
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error' | 'missing'>('loading');

  const fetchOrder = useCallback(
    async (quiet = false) => {
      if (!quiet) setState('loading');
      try {
        setOrder(await unwrap(orderApi.getOrderInfo(orderId)));
        setState('ready');
      } catch (e) {
        if (!quiet) setState(isNotFound(e) ? 'missing' : 'error');
      }
    },
    [orderId],
  );

  useEffect(() => {
    if (orderId > 0) void fetchOrder();
    else setState('missing');
  }, [orderId, fetchOrder]);

  const actions = useOrderActions((what) => {
    if (what === 'deleted') void navigate('/pages/subpack/order/order', { replace: true });
    else return fetchOrder(true);
  });

  const when = (s?: number) => (s ? formatTime(s, i18n.language) : '');

  let body;
  if (state === 'loading') body = <ListSkeleton rows={3} />;
  else if (state === 'missing')
    body = (
      <MissingState
        title={t('orders.missing')}
        description={t('orders.missingHint')}
        to="/pages/subpack/order/order"
        actionText={t('orders.toOrders')}
      />
    );
  else if (state === 'error' || !order) body = <ErrorState onRetry={() => void fetchOrder()} />;
  else {
    const o = order;
    const afterSaleOpen = hasOpenAfterSale(o);
    const sale = o.after_sale_info;
    const times: [TranslationKey, number | null][] = [
      ['orders.createdAt', o.created_at],
      ['orders.paidAt', o.paid_at],
      ['orders.shippedAt', o.shipped_at],
      ['orders.receivedAt', o.received_at],
      ['orders.closedAt', o.closed_at],
    ];
    body = (
      <>
        <section className="ord-banner" data-status={o.status} data-testid="order-banner">
          <h2 className="ord-banner__title">
            {afterSaleOpen ? t('orders.afterSaleOpen') : t(orderStatusKey(o.status))}
          </h2>
          {o.status === 0 && o.pay_deadline ? (
            <p className="ord-banner__hint">
              {t('orders.payWithin')}
              <Countdown endAt={o.pay_deadline} format="hms" onEnd={() => void fetchOrder(true)} />
              <PayWindowTail />
            </p>
          ) : (
            <p className="ord-banner__hint">
              {o.status === 5 && o.close_reason
                ? t('orders.closeReasonIs', { reason: o.close_reason })
                : t(`orders.statusHint.s${o.status}`)}
            </p>
          )}
        </section>

        {o.express && (
          <button
            type="button"
            className="ord-block ord-express"
            onClick={() => void navigate(`/pages/subpack/order/orderWl?order_id=${o.id}`)}
          >
            <span className="ord-express__icon">
              <TruckIcon />
            </span>
            <span className="ord-express__body">
              <span className="ord-express__title">
                {carrierName(o.express.company, i18n.language)} {o.express.number}
              </span>
              <span className="ord-express__hint">{t('orders.viewLogistics')}</span>
            </span>
            <span aria-hidden="true">›</span>
          </button>
        )}

        {o.address && (
          <section className="ord-block ord-address" aria-label={t('orders.address')}>
            <p className="ord-address__who">
              <strong>{o.address.name}</strong>{' '}
              <span data-testid="order-address-mobile">{maskMobile(o.address.mobile)}</span>
            </p>
            <p className="ord-address__where">{addressLine(o.address)}</p>
          </section>
        )}

        <section className="ord-block">
          <h2 className="ord-block__title">{o.seller_name || t('orders.shop')}</h2>
          <OrderLines lines={o.lines} />
          <dl className="ord-amounts">
            <div>
              <dt>{t('orders.goodsAmount')}</dt>
              <dd>
                <Price fen={o.goods_amount} size="sm" />
              </dd>
            </div>
            <div>
              <dt>{t('orders.freight')}</dt>
              <dd>
                {o.freight > 0 ? <Price fen={o.freight} size="sm" /> : t('orders.freeShipping')}
              </dd>
            </div>
            {o.full_cut > 0 ? (
              <div>
                <dt>{t('orders.fullCut')}</dt>
                <dd>
                  -<Price fen={o.full_cut} size="sm" />
                </dd>
              </div>
            ) : null}
            {o.coupon_discount > 0 ? (
              <div>
                <dt>{t('orders.coupon')}</dt>
                <dd>
                  -<Price fen={o.coupon_discount} size="sm" />
                </dd>
              </div>
            ) : null}
            <div className="ord-amounts__total">
              <dt>{o.status === 0 ? t('orders.toPay') : t('orders.paidAmount')}</dt>
              <dd>
                <Price fen={o.pay_amount} size="lg" />
              </dd>
            </div>
          </dl>
        </section>

        {sale && (
          <button
            type="button"
            className="ord-block ord-express"
            onClick={() => void navigate(`/pages/subpack1/user/after-sale?id=${sale.id}`)}
          >
            <span className="ord-express__body">
              <span className="ord-express__title">{t('orders.afterSaleLabel')}</span>
              <span className="ord-express__hint">{t(afterSaleStatusKey(sale.status))}</span>
            </span>
            <span aria-hidden="true">›</span>
          </button>
        )}

        <section className="ord-block">
          <h2 className="ord-block__title">{t('orders.info')}</h2>
          <dl className="ord-info">
            <div>
              <dt>{t('orders.orderNo')}</dt>
              <dd>
                <span data-testid="order-no">{o.order_sn}</span>
                <button
                  type="button"
                  className="ord-copy"
                  aria-label={t('orders.copyOrderNo')}
                  onClick={() =>
                    void copyText(
                      o.order_sn,
                      () => toast(t('orders.copied')),
                      () => toast(t('orders.copyFailed')),
                    )
                  }
                >
                  {t('orders.copy')}
                </button>
              </dd>
            </div>
            {o.pay_method !== '' && (
              <div>
                <dt>{t('orders.payMethod')}</dt>
                <dd>{t(`orders.method.${o.pay_method}`, { defaultValue: o.pay_method })}</dd>
              </div>
            )}
            {times.map(([key, s]) =>
              s ? (
                <div key={key}>
                  <dt>{t(key)}</dt>
                  <dd>{when(s)}</dd>
                </div>
              ) : null,
            )}
            {o.remark && (
              <div>
                <dt>{t('orders.remark')}</dt>
                <dd>{o.remark}</dd>
              </div>
            )}
          </dl>
        </section>

        {o.timeline && o.timeline.length > 0 && (
          <section className="ord-block">
            <h2 className="ord-block__title">{t('orders.events')}</h2>
            <Timeline events={o.timeline} label={t('orders.events')} testId="order-events" />
          </section>
        )}
      </>
    );
  }

  const footer =
    order && (orderActions(order).length > 0 || afterSaleClosedDays(order) !== null) ? (
      <OrderActionBar order={order} run={actions.run} />
    ) : undefined;

  return (
    <PageFrame
      title={t('orders.detailTitle')}
      page={PAGE}
      className="ord-page"
      homePath="/pages/subpack/order/order"
      right={order ? <ChatEntry orderId={order.id} /> : undefined}
      footer={footer}
    >
      {body}
      {actions.sheet}
    </PageFrame>
  );
}
