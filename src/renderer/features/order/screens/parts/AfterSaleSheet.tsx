/**
 * The detail of one after-sale request in a bottom sheet: status, type, amount, reason,
 * description, photos, the return parcel, the seller's rejection reason, the progress timeline
 * (from `/api/user/order_dispute`), and the actions its status allows.
 */
// antd-mobile's imperative show() needs its React 19 render shim
import '../../strings/after-sale';
import '../../strings/orders';
import '../../../../core/ui/antd-shim';
import { Image, ImageViewer, Popup } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import * as orderApi from '../../list-api';
import type { AfterSale, OrderEvent } from '../../list-api';
import { unwrap } from '../../../../core/data';
import { formatTime } from '../../../../core/i18n/format-time';
import { OrderLines } from '../../OrderLines';
import { afterSaleEvents, afterSaleStatusKey, afterSaleTypeKey } from '../../rules';
import { Timeline } from '../../Timeline';
import { ErrorState, ListSkeleton, Price } from '../../../../core/ui';
import { AfterSaleButtons } from '../../AfterSaleButtons';
import '../../orders.css';

export interface AfterSaleSheetProps {
  id: number | null;
  onClose: () => void;
  /** a withdraw changed the request */
  onChanged: () => unknown;
}

export function AfterSaleSheet({ id, onClose, onChanged }: AfterSaleSheetProps) {
  const { t, i18n } = useTranslation();
  const [sale, setSale] = useState<AfterSale | null>(null);
  const [events, setEvents] = useState<OrderEvent[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  const fetchIt = useCallback(async () => {
    if (!id) return;
    setState('loading');
    try {
      const s = await unwrap(orderApi.getAfterSale(id));
      setSale(s);
      setEvents([]);
      setState('ready');
      // The progress is the order's after-sale events since this request (best effort: the
      // request itself is shown without them).
      try {
        const order = await unwrap(orderApi.getOrderInfo(s.order_id));
        setEvents(afterSaleEvents(order.timeline, s.created_at));
      } catch {
        // keep the details without the timeline
      }
    } catch {
      setState('error');
    }
  }, [id]);

  useEffect(() => {
    void fetchIt();
  }, [fetchIt]);

  let body;
  if (state === 'loading') body = <ListSkeleton rows={2} />;
  else if (state === 'error' || !sale) body = <ErrorState onRetry={() => void fetchIt()} />;
  else
    body = (
      <>
        <div className="ord-sheet__status" data-status={sale.status}>
          <strong data-testid="after-sale-status">{t(afterSaleStatusKey(sale.status))}</strong>
          <span>{t(`afterSale.statusHint.s${sale.status}`)}</span>
        </div>
        {sale.lines && sale.lines.length > 0 && <OrderLines lines={sale.lines} />}
        <dl className="ord-info">
          <div>
            <dt>{t('afterSale.typeLabel')}</dt>
            <dd>{t(afterSaleTypeKey(sale.type))}</dd>
          </div>
          <div>
            <dt>{t('afterSale.amountLabel')}</dt>
            <dd>
              <Price fen={sale.amount} size="sm" />
            </dd>
          </div>
          <div>
            <dt>{t('afterSale.reasonLabel')}</dt>
            <dd>{sale.reason}</dd>
          </div>
          {sale.description && (
            <div>
              <dt>{t('afterSale.descriptionLabel')}</dt>
              <dd>{sale.description}</dd>
            </div>
          )}
          {sale.order_sn && (
            <div>
              <dt>{t('orders.orderNo')}</dt>
              <dd>{sale.order_sn}</dd>
            </div>
          )}
          {sale.express_no && (
            <div>
              <dt>{t('afterSale.returnParcel')}</dt>
              <dd>
                {sale.express_company} {sale.express_no}
              </dd>
            </div>
          )}
          {sale.reject_reason && (
            <div>
              <dt>{t('afterSale.rejectReason')}</dt>
              <dd className="ord-error">{sale.reject_reason}</dd>
            </div>
          )}
          <div>
            <dt>{t('afterSale.appliedAt')}</dt>
            <dd>{formatTime(sale.created_at, i18n.language)}</dd>
          </div>
        </dl>
        {sale.images && sale.images.length > 0 && (
          <ul className="ord-photos__list ord-photos__list--view">
            {sale.images.map((src, i) => (
              <li key={src} className="ord-photos__tile">
                <button
                  type="button"
                  className="ord-photos__view"
                  aria-label={t('orders.photos.photoN', { n: i + 1 })}
                  onClick={() =>
                    ImageViewer.Multi.show({ images: sale.images ?? [], defaultIndex: i })
                  }
                >
                  <Image src={src} fit="cover" width="100%" height="100%" alt="" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {events.length > 0 && (
          <>
            <h3 className="ord-block__title">{t('afterSale.progress')}</h3>
            <Timeline
              events={events}
              label={t('afterSale.progress')}
              testId="after-sale-timeline"
            />
          </>
        )}
        <AfterSaleButtons
          sale={sale}
          onChanged={async () => {
            await fetchIt();
            await onChanged();
          }}
        />
      </>
    );

  return (
    <Popup
      visible={id !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="ord-sheet ord-sheet--tall"
      destroyOnClose
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="as-sheet-title"
        data-testid="after-sale-sheet"
      >
        <div className="ord-sheet__head">
          <h2 id="as-sheet-title" className="ord-sheet__title">
            {t('afterSale.detailTitle')}
          </h2>
          <button
            type="button"
            className="ui-icon-button"
            aria-label={t('afterSale.close')}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className="ord-sheet__scroll">{body}</div>
      </div>
    </Popup>
  );
}
