/**
 * Cabinet sales, all or of one cabinet: status chips (all / unpaid / paid / cancelled), paging,
 * rows updated live by cabinetOrder events; an unpaid row can be collected again ("Continue
 * collecting payment": the cashier QR in a popup) or cancelled.
 */
import '../strings/trade';
import { unwrapMerchant, usePaged } from '../../../core/data';
import '../guishang-trade.css';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { EVENTS } from '../../../../shared/realtime';
import {
  CABINET_ORDER,
  cabinetOrderList,
  cancelCabinetOrder,
  type CabinetOrder,
} from './orders-api';
import { formatTime } from '../kiosk-time'; // the kiosk's one time format (issue 18)
import { confirm, EmptyState, ListView, LoadingButton, Price, toast } from '../../../core/ui';
import { Chips } from '../parts';
import { CloseButton, CollectPanel } from './CollectPanel';
import { useKioskEvent } from '../hooks';
import { dynamicKey } from '../../../core/i18n/typed';

type Filter = 'all' | 0 | 1 | 2;

export interface CabinetOrderListProps {
  /** only this cabinet's sales; all when null */
  cabinetId: number | null;
}

export function CabinetOrderList({ cabinetId }: CabinetOrderListProps) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  // live status changes of rows on screen, by order id
  const [patched, setPatched] = useState<Record<number, number>>({});
  const [collecting, setCollecting] = useState<CabinetOrder | null>(null);

  const state = usePaged(
    ({ page }) =>
      unwrapMerchant(
        cabinetOrderList({
          page,
          cabinet_id: cabinetId ?? undefined,
          status: filter === 'all' ? undefined : filter,
        }),
      ),
    [filter, cabinetId],
  );

  useKioskEvent(EVENTS.cabinetOrder, (p) => {
    if (cabinetId !== null && p.cabinet_id !== cabinetId) return;
    if (state.items.some((o) => o.id === p.order_id)) {
      setPatched((m) => ({ ...m, [p.order_id]: p.status }));
    } else {
      // a sale made elsewhere: show it
      void state.refresh();
    }
  });

  const statusOf = (o: CabinetOrder) => patched[o.id] ?? o.status;

  const cancel = async (o: CabinetOrder) => {
    if (!(await confirm(t('gsTrade.collect.cancelConfirm')))) return;
    try {
      const res = await cancelCabinetOrder(o.id);
      setPatched((m) => ({ ...m, [o.id]: res.data.status }));
      toast(t('gsTrade.collect.cancelled'));
    } catch {
      // shown by the wrapper
      void state.refresh();
    }
  };

  const filters: { value: Filter; label: string }[] = [
    { value: 'all', label: t('gsTrade.tabs.all') },
    { value: CABINET_ORDER.UNPAID, label: t('gsTrade.cabinetStatus.s0') },
    { value: CABINET_ORDER.PAID, label: t('gsTrade.cabinetStatus.s1') },
    { value: CABINET_ORDER.CANCELLED, label: t('gsTrade.cabinetStatus.s2') },
  ];

  return (
    <>
      <Chips
        label={t('gsTrade.statusFilter')}
        options={filters}
        value={filter}
        onChange={setFilter}
      />
      <ListView
        state={state}
        itemKey={(o) => o.id}
        empty={<EmptyState title={t('gsTrade.list.empty')} />}
        render={(o) => {
          const status = statusOf(o);
          return (
            <article
              className="gs-card"
              data-testid="cabinet-order"
              data-order-id={o.id}
              data-status={status}
            >
              <header className="gs-card__head">
                <span>
                  {t('gsTrade.orderSn')} {o.order_sn}
                </span>
                <span className={`gs-status gs-status--c${status}`}>
                  {t(dynamicKey('gsTrade.cabinetStatus', `s${status}`))}
                </span>
              </header>
              <p className="gs-muted">
                {o.cabinet_name} · {formatTime(o.created_at, i18n.language)}
                {o.buyer_mobile ? ` · ${o.buyer_mobile}` : ''}
              </p>
              <ul className="gs-lines">
                {o.lines.map((l) => (
                  <li key={`${l.cabinet_goods_id}-${l.location_id}`}>
                    <span>
                      {l.name} × {l.quantity}
                    </span>
                    <span className="gs-muted">{t('gsTrade.slotNo', { no: l.slot_no })}</span>
                  </li>
                ))}
              </ul>
              <footer className="gs-card__foot">
                <span>
                  {t('gsTrade.amount')} <Price fen={o.amount} />
                </span>
                {status === CABINET_ORDER.UNPAID && (
                  <span className="gs-actions">
                    <LoadingButton color="danger" fill="outline" onClick={() => cancel(o)}>
                      {t('gsTrade.cancelOrder')}
                    </LoadingButton>
                    <LoadingButton color="primary" onClick={() => setCollecting(o)}>
                      {t('gsTrade.list.continue')}
                    </LoadingButton>
                  </span>
                )}
              </footer>
            </article>
          );
        }}
      />
      <Popup
        visible={collecting !== null}
        onMaskClick={() => setCollecting(null)}
        destroyOnClose
        bodyClassName="gs-popup"
      >
        {collecting && (
          <div role="dialog" aria-modal="true" aria-label={t('gsTrade.list.continue')}>
            <CollectPanel
              orderId={collecting.id}
              orderSn={collecting.order_sn}
              amount={collecting.amount}
              onStatus={(s) => setPatched((m) => ({ ...m, [collecting.id]: s }))}
            />
            <CloseButton onClose={() => setCollecting(null)} />
          </div>
        )}
      </Popup>
    </>
  );
}
