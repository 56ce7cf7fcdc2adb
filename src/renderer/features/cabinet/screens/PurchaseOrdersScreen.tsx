/**
 * Purchase orders of fresh vegetables: status tabs (unpaid / awaiting delivery / received /
 * cancelled, `?status=`), each order with its lines, cabinet and total. Unpaid → pay
 * (`money/pay?order_id=`) or cancel (confirmed); awaiting delivery → "receive" opens the sheet
 * that books the goods into the cabinet's slots. The list refreshes live on `purchase:order`
 * events (the kiosk realtime store) and when the screen comes back into view.
 */
import '../strings/buy';
import '../guishang-buy.css';
import { Button, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EVENTS } from '../../../../shared/realtime';
import * as buyApi from '../purchase/api';
import type { PurchaseOrder, PurchaseStatus } from '../purchase/api';
import {
  confirm,
  EmptyState,
  ListView,
  LoadingButton,
  PageFrame,
  Price,
  toast,
} from '../../../core/ui';
import { useKioskEvent } from '../hooks';
import { reportFailure, unwrapMerchant, usePaged } from '../../../core/data';
import { ReceiveSheet } from './parts/ReceiveSheet';
import { PayCountdown } from './parts/PayCountdown';

const PAGE = 'pages/guishang/order/jinhuo';
const STATUSES: PurchaseStatus[] = [0, 1, 2, 3];
const LIMIT = 10;

function parseStatus(v: string | null): PurchaseStatus {
  const n = Number(v);
  return (STATUSES as number[]).includes(n) && v !== null && v !== '' ? (n as PurchaseStatus) : 0;
}

function formatTime(seconds: number | null | undefined, lang: string): string {
  if (!seconds) return '';
  return new Date(seconds * 1000).toLocaleString(lang, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export default function PurchaseOrders() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const [receiving, setReceiving] = useState<number | null>(null);

  const list = usePaged(
    ({ page }) => unwrapMerchant(buyApi.purchaseOrders({ page, limit: LIMIT, status })),
    [status],
  );

  const { refresh } = list;
  useKioskEvent(EVENTS.purchaseOrder, () => void refresh());
  // Also when the screen comes back (the socket may have been down meanwhile).
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', again);
    window.addEventListener('focus', again);
    return () => {
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('focus', again);
    };
  }, [refresh]);

  const cancel = async (o: PurchaseOrder) => {
    if (!(await confirm(t('gsBuy.orders.cancelConfirm', { sn: o.order_sn })))) return;
    try {
      await buyApi.purchaseOrderCancel(o.id);
      toast(t('gsBuy.orders.cancelled'));
    } catch (error) {
      reportFailure(error, { fallbackKey: 'gsBuy.failed', reasonKey: 'gsBuy.failedReason' });
    }
    await list.refresh();
  };

  return (
    <PageFrame
      title={t('gsBuy.orders.title')}
      page={PAGE}
      homePath="/pages/guishang/index/index"
      className="gs-buy"
      right={
        <Button onClick={() => void navigate('/pages/guishang/jinhuo/jinhuo')}>
          {t('gsBuy.market.title')}
        </Button>
      }
    >
      <Tabs
        className="gs-tabs"
        activeKey={String(status)}
        onChange={(key) => setParams({ status: key }, { replace: true })}
      >
        {STATUSES.map((s) => (
          <Tabs.Tab key={String(s)} title={t(`gsBuy.orders.tab.${s}`)} />
        ))}
      </Tabs>
      <ListView
        state={list}
        pullToRefresh
        itemKey={(o) => o.id}
        empty={<EmptyState title={t('gsBuy.orders.empty')} />}
        render={(o) => (
          <article
            className="card gs-order"
            data-testid="purchase-order"
            data-order-id={o.id}
            data-status={o.status}
          >
            <header className="gs-order__head">
              <span className="gs-order__sn">{t('gsBuy.orders.sn', { sn: o.order_sn })}</span>
              <span className={`gs-order__status gs-order__status--${o.status}`}>
                {o.partly_received ? t('gsBuy.recv.partly') : t(`gsBuy.orders.status.${o.status}`)}
              </span>
            </header>
            <p className="gs-order__meta">
              {t('gsBuy.orders.cabinet', { name: o.cabinet_name })} ·{' '}
              {formatTime(o.created_at, i18n.language)}
            </p>
            <ul className="gs-lines">
              {o.lines.map((l) => (
                <li key={l.id} className="gs-line">
                  <img className="gs-line__img" src={l.image} alt={l.name} />
                  <span className="gs-line__name">{l.name}</span>
                  <span className="gs-line__qty">
                    {t('gsBuy.times', { n: l.quantity, unit: l.unit })}
                    {o.status === 1 &&
                      l.received > 0 &&
                      ` · ${t('gsBuy.recv.received', { n: l.received, total: l.quantity })}`}
                  </span>
                  <Price fen={l.price * l.quantity} size="sm" />
                </li>
              ))}
            </ul>
            <p className="gs-order__total" data-testid="purchase-total">
              {o.status === 0
                ? t('gsBuy.recv.toPay')
                : o.status === 3
                  ? t('gsBuy.total')
                  : t('gsBuy.orders.total')}{' '}
              <Price fen={o.pay_amount} size="md" />
              {o.status === 0 && (
                <PayCountdown deadline={o.pay_deadline} onExpired={() => void refresh()} />
              )}
            </p>
            {(o.status === 0 || o.status === 1) && (
              <div className="gs-order__actions">
                {o.status === 0 && (
                  <>
                    <LoadingButton size="large" onClick={() => cancel(o)}>
                      {t('gsBuy.orders.cancel')}
                    </LoadingButton>
                    <Button
                      size="large"
                      color="primary"
                      onClick={() => void navigate(`/pages/guishang/money/pay?order_id=${o.id}`)}
                    >
                      {t('gsBuy.orders.pay')}
                    </Button>
                  </>
                )}
                {o.status === 1 && (
                  <Button size="large" color="primary" onClick={() => setReceiving(o.id)}>
                    {t('gsBuy.orders.receive')}
                  </Button>
                )}
              </div>
            )}
          </article>
        )}
      />
      <ReceiveSheet
        orderId={receiving}
        onClose={() => setReceiving(null)}
        onReceived={() => void list.refresh()}
      />
    </PageFrame>
  );
}
