/**
 * Logistics of an order (`?order_id=`): the carrier and tracking number (with copy), and the
 * tracking events newest first from `/api/user/order_logistics` (the sandbox tracker by default).
 * Pull to refresh asks again; a parcel without events yet says so.
 */
import '../strings/orders';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { carrierName } from '../../../../shared/carriers';
import { useSearchParams } from 'react-router-dom';
import * as orderApi from '../list-api';
import type { OrderLogistics } from '../list-api';
import { copyText } from '../../../core/platform/copy';
import { isNotFound, unwrap } from '../../../core/data';
import { Timeline } from '../Timeline';
import { TruckIcon } from '../TruckIcon';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  PageFrame,
  PullRefresh,
  toast,
  MissingState,
} from '../../../core/ui';
import '../orders.css';

export default function OrderWl() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id'));
  const [data, setData] = useState<OrderLogistics | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error' | 'missing'>('loading');

  const fetchIt = useCallback(
    async (quiet = false) => {
      if (!quiet) setState('loading');
      try {
        setData(await unwrap(orderApi.getOrderLogistics(orderId)));
        setState('ready');
      } catch (e) {
        if (!quiet) setState(isNotFound(e) ? 'missing' : 'error');
        else toast(t('common.loadError'));
      }
    },
    [orderId, t],
  );

  useEffect(() => {
    if (orderId > 0) void fetchIt();
    else setState('missing');
  }, [orderId, fetchIt]);

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
  else if (state === 'error' || !data) body = <ErrorState onRetry={() => void fetchIt()} />;
  else
    body = (
      <PullRefresh onRefresh={() => fetchIt(true)}>
        <section className="ord-block ord-wl-head">
          <span className="ord-express__icon">
            <TruckIcon />
          </span>
          <div className="ord-express__body">
            <p className="ord-express__title" data-testid="wl-company">
              {carrierName(data.company, i18n.language)}
            </p>
            <p className="ord-express__hint">
              {t('orders.trackingNo')} <span data-testid="wl-number">{data.number}</span>
            </p>
          </div>
          <button
            type="button"
            className="ord-copy"
            aria-label={t('orders.copyTrackingNo')}
            onClick={() =>
              void copyText(
                data.number,
                () => toast(t('orders.copied')),
                () => toast(t('orders.copyFailed')),
              )
            }
          >
            {t('orders.copy')}
          </button>
        </section>
        <section className="ord-block">
          {data.events.length > 0 ? (
            <Timeline events={data.events} label={t('orders.logisticsTitle')} testId="wl-events" />
          ) : (
            <EmptyState title={t('orders.noTracking')} />
          )}
        </section>
      </PullRefresh>
    );

  return (
    <PageFrame
      title={t('orders.logisticsTitle')}
      page="pages/subpack/order/orderWl"
      className="ord-page"
      homePath="/pages/subpack/order/order"
    >
      {body}
    </PageFrame>
  );
}
