/**
 * Collecting the payment of one cabinet sale: opens the cashier (collect), shows its QR code and
 * turns into "paid" live when the cabinetOrder event for the order says so (and by polling the
 * detail every 5 s as a fallback); the order can be cancelled while unpaid.
 */
import '../strings/trade';
import '../guishang-trade.css';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { EVENTS } from '../../../../shared/realtime';
import {
  CABINET_ORDER,
  cabinetOrderDetail,
  cancelCabinetOrder,
  collectCabinetOrder,
  type CollectResult,
} from './orders-api';
import { PaymentQr } from '../PaymentQr';
import { confirm, LoadingButton, Price, toast } from '../../../core/ui';
import { useKioskEvent } from '../hooks';

export const POLL_MS = 5_000;

export interface CollectPanelProps {
  orderId: number;
  orderSn: string;
  amount: number;
  /** the status changed (1 paid, 2 cancelled) */
  onStatus?: (status: number) => void;
  /** the extra buttons under a finished (paid or cancelled) order */
  doneActions?: React.ReactNode;
}

export function CollectPanel({
  orderId,
  orderSn,
  amount,
  onStatus,
  doneActions,
}: CollectPanelProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<number>(CABINET_ORDER.UNPAID);
  const [cashier, setCashier] = useState<CollectResult | null>(null);
  const [collectFailed, setCollectFailed] = useState(false);
  const [expired, setExpired] = useState(false);
  const [items, setItems] = useState<{ name: string; quantity: number; price: number }[]>([]);
  const onStatusRef = useRef(onStatus);
  useEffect(() => {
    onStatusRef.current = onStatus;
  });

  const statusRef = useRef<number>(CABINET_ORDER.UNPAID);
  const applyStatus = useCallback((s: number) => {
    if (statusRef.current === s) return;
    statusRef.current = s;
    setStatus(s);
    onStatusRef.current?.(s);
  }, []);

  const collect = useCallback(async () => {
    setCollectFailed(false);
    try {
      const res = await collectCabinetOrder(orderId);
      setCashier(res.data);
      setExpired(false);
    } catch {
      setCollectFailed(true);
      // Maybe it is no longer unpaid (paid elsewhere, expired): show what it is now.
      try {
        const d = await cabinetOrderDetail(orderId);
        applyStatus(d.data.status);
      } catch {
        // the retry button stays
      }
    }
  }, [orderId, applyStatus]);

  useEffect(() => {
    void collect();
  }, [collect]);

  // the items of the sale, listed beside the QR (issue 18 C)
  useEffect(() => {
    let live = true;
    cabinetOrderDetail(orderId).then(
      (d) => {
        if (live) setItems(d.data.lines ?? []);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  useKioskEvent(EVENTS.cabinetOrder, (p) => {
    if (p.order_id === orderId) applyStatus(p.status);
  });

  // Fallback when an event is missed (socket down): poll the order while it is unpaid.
  useEffect(() => {
    if (status !== CABINET_ORDER.UNPAID) return;
    const timer = setInterval(() => {
      cabinetOrderDetail(orderId).then(
        (d) => applyStatus(d.data.status),
        () => undefined,
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [orderId, status, applyStatus]);

  const cancel = async () => {
    if (!(await confirm(t('gsTrade.collect.cancelConfirm')))) return;
    try {
      const res = await cancelCabinetOrder(orderId);
      applyStatus(res.data.status);
      toast(t('gsTrade.collect.cancelled'));
    } catch {
      // the wrapper showed why; the order state may have changed
      cabinetOrderDetail(orderId).then(
        (d) => applyStatus(d.data.status),
        () => undefined,
      );
    }
  };

  return (
    <div
      className="gs-collect"
      data-testid="collect-panel"
      data-order-id={orderId}
      data-status={status}
    >
      <p className="gs-collect__sn">
        {t('gsTrade.orderSn')} {orderSn}
      </p>
      {status === CABINET_ORDER.PAID && (
        <div className="gs-collect__done gs-collect__done--paid" role="status">
          <p className="gs-collect__big">{t('gsTrade.collect.paid')}</p>
          <Price fen={amount} size="lg" />
          {doneActions}
        </div>
      )}
      {status === CABINET_ORDER.CANCELLED && (
        <div className="gs-collect__done" role="status">
          <p className="gs-collect__big">{t('gsTrade.collect.cancelledTitle')}</p>
          {doneActions}
        </div>
      )}
      {status === CABINET_ORDER.UNPAID && (
        <>
          <p className="gs-collect__waiting" role="status">
            {expired ? t('gsTrade.collect.expired') : t('gsTrade.collect.waiting')}
          </p>
          {cashier && !expired && (
            <PaymentQr
              url={cashier.cashier_url}
              amount={amount}
              orderSn={orderSn}
              items={items}
              deadline={cashier.pay_deadline}
              onExpired={() => {
                setExpired(true);
                cabinetOrderDetail(orderId).then(
                  (d) => applyStatus(d.data.status),
                  () => undefined,
                );
              }}
            />
          )}
          {!cashier && !collectFailed && <p aria-busy="true">{t('gsTrade.qr.loading')}</p>}
          <div className="gs-actions">
            {(collectFailed || expired) && (
              <LoadingButton color="primary" onClick={collect}>
                {t('gsTrade.collect.retry')}
              </LoadingButton>
            )}
            <LoadingButton color="danger" fill="outline" onClick={cancel}>
              {t('gsTrade.cancelOrder')}
            </LoadingButton>
          </div>
        </>
      )}
    </div>
  );
}

/** A plain close button for panels shown in a popup. */
export function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Button block onClick={onClose}>
      {t('gsTrade.close')}
    </Button>
  );
}
