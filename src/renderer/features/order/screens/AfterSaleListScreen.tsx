/**
 * Refunds and after-sale (`?id=` opens one request's detail): the user's requests newest first
 * with a status chip, amount and type, the goods, and the actions (withdraw while applied,
 * enter the return parcel once a return is approved); the detail sheet shows the progress
 * timeline. The open request lives in the URL, so back closes the sheet and links can open it.
 */
import '../strings/after-sale';
import '../strings/orders';
import { useRef } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as orderApi from '../list-api';
import type { AfterSale } from '../list-api';
import { unwrap, usePaged } from '../../../core/data';
import { formatTime } from '../../../core/i18n/format-time';
import { OrderLines } from '../OrderLines';
import { afterSaleStatusKey, afterSaleTypeKey } from '../rules';
import { EmptyState, ListView, PageFrame, Price } from '../../../core/ui';
import { AfterSaleButtons } from '../AfterSaleButtons';
import { AfterSaleSheet } from './parts/AfterSaleSheet';
import '../orders.css';

export default function AfterSaleList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;

  const list = usePaged<AfterSale>(({ page }) => unwrap(orderApi.getAfterSaleList({ page })), []);

  // A sheet opened here is a history entry (back closes it); one opened by a link is replaced.
  const pushed = useRef(false);
  const open = (id: number) => {
    pushed.current = true;
    setParams({ id: String(id) });
  };
  const close = () => {
    if (pushed.current) {
      pushed.current = false;
      void navigate(-1);
    } else setParams({}, { replace: true });
  };

  return (
    <PageFrame
      title={t('afterSale.listTitle')}
      page="pages/subpack1/user/after-sale"
      className="ord-page"
      homePath="/pages/user/user"
    >
      <ListView
        state={list}
        pullToRefresh
        className="ord-list"
        itemKey={(s) => s.id}
        skeletonRows={3}
        render={(s) => (
          <article className="ord-card" data-testid="after-sale-card" data-id={s.id}>
            <header className="ord-card__head">
              <h2 className="ord-card__seller">{t(afterSaleTypeKey(s.type))}</h2>
              <span className="ord-chip" data-status={s.status}>
                {t(afterSaleStatusKey(s.status))}
              </span>
            </header>
            {s.lines && s.lines.length > 0 && (
              <OrderLines lines={s.lines} onOpen={() => open(s.id)} />
            )}
            <p className="ord-card__sum ord-card__sum--split">
              <span className="ord-card__meta">
                {t('orders.orderNo')} {s.order_sn}
                <br />
                {formatTime(s.created_at, i18n.language)}
              </span>
              <span>
                {t('afterSale.refundAmount')} <Price fen={s.amount} size="sm" />
              </span>
            </p>
            <AfterSaleButtons
              sale={s}
              onChanged={() => list.refresh()}
              onDetails={() => open(s.id)}
            />
          </article>
        )}
        empty={
          <EmptyState
            title={t('afterSale.empty')}
            actionText={t('orders.toOrders')}
            onAction={() => void navigate('/pages/subpack/order/order')}
          />
        }
      />
      <AfterSaleSheet id={openId} onClose={close} onChanged={() => list.refresh()} />
    </PageFrame>
  );
}
