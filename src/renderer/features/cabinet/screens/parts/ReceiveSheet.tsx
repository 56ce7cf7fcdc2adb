/**
 * Receiving a delivered purchase order into its cabinet: one row per line with the slot the
 * server suggests (from `jinhuo/order/detail`), changeable to any slot of the order's cabinet
 * (`cabinet/detail`); "receive" books one restock move per line (all or nothing on the server)
 * and the sheet then shows what was booked: each line's quantity and the slot's stock now.
 */
import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as buyApi from '../../purchase/api';
import type { PurchaseOrder } from '../../purchase/api';
import * as stockApi from '../../stock-api';
import type { CabinetDetail } from '../../stock-api';
import { ErrorState, ListSkeleton, LoadingButton, toast } from '../../../../core/ui';
import { reportFailure, unwrapMerchant, useLoad } from '../../../../core/data';
import { receiveOverrides, slotForLine } from './receive-plan';
import '../../strings/buy';

export interface ReceiveSheetProps {
  /** the order to receive; null closes the sheet */
  orderId: number | null;
  onClose: () => void;
  /** after a successful receive (the list reloads) */
  onReceived: () => void;
}

interface Booked {
  lineId: number;
  name: string;
  quantity: number;
  unit: string;
  slotNo: number | string;
  slotQuantity: number | null;
}

function slotOf(cabinet: CabinetDetail | undefined, locationId: number | null | undefined) {
  return cabinet?.slots.find((s) => s.location_id === locationId);
}

export function ReceiveSheet({ orderId, onClose, onReceived }: ReceiveSheetProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Record<number, number>>({});
  const [booked, setBooked] = useState<Booked[] | null>(null);

  const load = useLoad(async () => {
    if (!orderId) return null;
    const order = await unwrapMerchant(buyApi.purchaseOrderDetail(orderId));
    const cabinet = await unwrapMerchant(stockApi.cabinetDetail(order.cabinet_id));
    return { order, cabinet };
  }, [orderId]);

  useEffect(() => {
    setChoice({});
    setBooked(null);
  }, [orderId]);

  const order: PurchaseOrder | undefined = load.data?.order;
  const cabinet = load.data?.cabinet;
  const firstSlot = cabinet?.slots[0]?.location_id;

  const receive = async () => {
    if (!order) return;
    const overrides = receiveOverrides(order.lines, choice, firstSlot);
    try {
      const res = await buyApi.purchaseOrderReceive(order.id, overrides);
      const after = (await stockApi.cabinetDetail(order.cabinet_id).catch(() => null))?.data;
      const lines = res.data?.lines?.length ? res.data.lines : order.lines;
      setBooked(
        lines.map((l) => {
          const loc = l.location_id ?? slotForLine(l, choice, firstSlot);
          const slot = slotOf(after ?? cabinet, loc);
          const here = slot?.goods.find((g) => g.sku_id === l.sku_id);
          return {
            lineId: l.id,
            name: l.name,
            quantity: l.quantity,
            unit: l.unit,
            slotNo: slot?.slot_no ?? loc,
            slotQuantity: after ? (here?.quantity ?? null) : null,
          };
        }),
      );
      toast(t('gsBuy.receive.done'));
      onReceived();
    } catch (error) {
      reportFailure(error, { fallbackKey: 'gsBuy.failed', reasonKey: 'gsBuy.failedReason' });
    }
  };

  let body;
  if (!orderId) body = null;
  else if (load.status === 'loading') body = <ListSkeleton rows={3} />;
  else if (load.status === 'error' || !order || !cabinet)
    body = <ErrorState onRetry={load.retry} />;
  else if (booked)
    body = (
      <div className="gs-receive" data-testid="receive-result">
        <p className="gs-receive__done" role="status">
          {t('gsBuy.receive.doneTitle', { cabinet: cabinet.name })}
        </p>
        <ul className="gs-lines">
          {booked.map((b) => (
            <li key={b.lineId} className="gs-line" data-testid="booked-line">
              <span className="gs-line__name">{b.name}</span>
              <span className="gs-line__qty">
                {t('gsBuy.receive.booked', { n: b.quantity, unit: b.unit, slot: b.slotNo })}
              </span>
              {b.slotQuantity !== null && (
                <span className="gs-line__after">
                  {t('gsBuy.receive.stockNow', { n: b.slotQuantity })}
                </span>
              )}
            </li>
          ))}
        </ul>
        <Button block size="large" color="primary" onClick={onClose}>
          {t('gsBuy.receive.close')}
        </Button>
      </div>
    );
  else
    body = (
      <div className="gs-receive">
        <p className="gs-hint">{t('gsBuy.receive.hint', { cabinet: cabinet.name })}</p>
        {cabinet.slots.length === 0 && <p>{t('gsBuy.receive.noSlots')}</p>}
        <ul className="gs-lines">
          {order.lines.map((l) => {
            const value = slotForLine(l, choice, firstSlot);
            const id = `gs-receive-slot-${l.id}`;
            return (
              <li key={l.id} className="gs-line gs-line--receive" data-testid="receive-line">
                <img className="gs-line__img" src={l.image} alt={l.name} />
                <span className="gs-line__name">{l.name}</span>
                <span className="gs-line__qty">
                  {t('gsBuy.times', { n: l.quantity, unit: l.unit })}
                </span>
                <label className="gs-receive__slot" htmlFor={id}>
                  <span>{t('gsBuy.receive.slot')}</span>
                  <select
                    id={id}
                    className="gs-select"
                    value={value || ''}
                    onChange={(e) => setChoice((c) => ({ ...c, [l.id]: Number(e.target.value) }))}
                  >
                    {cabinet.slots.map((s) => (
                      <option key={s.location_id} value={s.location_id}>
                        {t('gsBuy.receive.slotOption', {
                          no: s.slot_no,
                          name: s.name,
                          quantity: s.quantity,
                          capacity: s.capacity,
                        })}
                        {s.location_id === l.suggested_location_id
                          ? ` ${t('gsBuy.receive.suggested')}`
                          : ''}
                      </option>
                    ))}
                  </select>
                </label>
              </li>
            );
          })}
        </ul>
        <LoadingButton
          block
          size="large"
          color="primary"
          disabled={cabinet.slots.length === 0}
          onClick={receive}
        >
          {t('gsBuy.receive.submit')}
        </LoadingButton>
      </div>
    );

  return (
    <Popup
      visible={orderId !== null}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="gs-sheet"
      destroyOnClose
    >
      <div role="dialog" aria-modal="true" aria-labelledby="gs-receive-title">
        <div className="gs-sheet__head">
          <h2 id="gs-receive-title">{t('gsBuy.receive.title')}</h2>
          <Button fill="none" className="gs-text-button" onClick={onClose}>
            {t('gsBuy.receive.close')}
          </Button>
        </div>
        {body}
      </div>
    </Popup>
  );
}
