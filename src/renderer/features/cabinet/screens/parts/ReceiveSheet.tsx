/**
 * Receiving a delivered purchase order into its cabinet, partly if need be (issue 18 part C).
 * One row per open line: received so far, the slots the server suggests (the product's slots
 * with room, else empty ones; a line may be split), or a slot the merchant picks among those
 * holding only that product or nothing (each option says what the slot holds, qty/capacity);
 * a cabinet price for goods not yet sold in the cabinet. "Receive" books what fits; the sheet
 * then shows what went where and NAMES every line that stays open, with why.
 */
import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import * as buyApi from '../../purchase/api';
import type { PurchaseOrder, PurchaseReceipt } from '../../purchase/api';
import * as stockApi from '../../stock-api';
import type { CabinetDetail } from '../../stock-api';
import { ErrorState, ListSkeleton, LoadingButton, toast } from '../../../../core/ui';
import { reportFailure, unwrapMerchant, useLoad } from '../../../../core/data';
import { openOf, receiveOverrides, sellPrices, slotsFor } from './receive-plan';
import '../../strings/buy';

export interface ReceiveSheetProps {
  /** the order to receive; null closes the sheet */
  orderId: number | null;
  onClose: () => void;
  /** after a successful receive (the list reloads) */
  onReceived: () => void;
}

type Slot = CabinetDetail['slots'][number];

export function ReceiveSheet({ orderId, onClose, onReceived }: ReceiveSheetProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Record<number, number>>({});
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [receipt, setReceipt] = useState<PurchaseReceipt | null>(null);

  /** what a slot holds: "slot 2 · 菠菜 8/20", or empty */
  const slotText = (slot: Slot): string => {
    const names = slot.goods.filter((g) => g.quantity > 0).map((g) => g.name);
    const no = slot.slot_no ?? slot.location_id;
    return names.length > 0
      ? t('gsBuy.recv.slotHolds', {
          no,
          name: names.join('、'),
          quantity: slot.quantity,
          capacity: slot.capacity,
        })
      : t('gsBuy.recv.slotEmpty', { no, capacity: slot.capacity });
  };

  const load = useLoad(async () => {
    if (!orderId) return null;
    const order = await unwrapMerchant(buyApi.purchaseOrderDetail(orderId));
    const cabinet = await unwrapMerchant(stockApi.cabinetDetail(order.cabinet_id));
    return { order, cabinet };
  }, [orderId]);

  useEffect(() => {
    setChoice({});
    setPrices({});
    setReceipt(null);
  }, [orderId]);

  const order: PurchaseOrder | undefined = load.data?.order;
  const cabinet = load.data?.cabinet;
  const slotNo = (id: number) => {
    const s = cabinet?.slots.find((x) => x.location_id === id);
    return s?.slot_no ?? id;
  };
  const sold = new Set(
    (cabinet?.slots ?? []).flatMap((s) =>
      s.goods.filter((g) => g.cabinet_goods_id !== null).map((g) => g.sku_id),
    ),
  );

  const receive = async () => {
    if (!order) return;
    try {
      const res = await buyApi.purchaseOrderReceive(
        order.id,
        receiveOverrides(order.lines, choice),
        sellPrices(order.lines, prices),
      );
      setReceipt(res.data);
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
  else if (receipt)
    body = (
      <div className="gs-receive" data-testid="receive-result">
        <p className="gs-receive__done" role="status">
          {t('gsBuy.receive.doneTitle', { cabinet: cabinet.name })}
        </p>
        <ul className="gs-lines">
          {receipt.booked.map((b) => (
            <li key={`${b.line_id}-${b.location_id}`} className="gs-line" data-testid="booked-line">
              <span className="gs-line__name">{b.name}</span>
              <span className="gs-line__qty">
                {t('gsBuy.receive.booked', { n: b.quantity, unit: b.unit, slot: b.slot_no })}
              </span>
              <span className="gs-line__after">
                {t('gsBuy.receive.stockNow', { n: b.slot_quantity })} / {b.capacity}
              </span>
            </li>
          ))}
        </ul>
        {receipt.created_goods.map((g) => (
          <p key={g.id} className="gs-hint" data-testid="receive-new-goods">
            {t('gsBuy.recv.newGoods', { name: g.name, price: (g.price / 100).toFixed(2) })}
          </p>
        ))}
        {receipt.left.length > 0 && (
          <div className="gs-receive__left" role="alert" data-testid="receive-left">
            <p>{t('gsBuy.recv.leftTitle')}</p>
            <ul>
              {receipt.left.map((l) => (
                <li key={l.line_id} data-testid="left-line" data-reason={l.reason}>
                  {t(`gsBuy.recv.left.${l.reason}`, { name: l.name, n: l.quantity, unit: l.unit })}
                </li>
              ))}
            </ul>
          </div>
        )}
        <Button block size="large" color="primary" onClick={onClose}>
          {t('gsBuy.receive.close')}
        </Button>
      </div>
    );
  else {
    const open = order.lines.filter((l) => openOf(l) > 0);
    body = (
      <div className="gs-receive">
        <p className="gs-hint">{t('gsBuy.receive.hint', { cabinet: cabinet.name })}</p>
        {cabinet.slots.length === 0 && <p>{t('gsBuy.receive.noSlots')}</p>}
        <ul className="gs-lines">
          {open.map((l) => {
            const id = `gs-receive-slot-${l.id}`;
            const priceId = `gs-receive-price-${l.id}`;
            const offer = slotsFor(l, cabinet.slots).filter((s) =>
              l.allowed_slots.includes(s.location_id),
            );
            const suggestion = l.suggested_slots
              .map((s) =>
                t('gsBuy.recv.suggestionSlot', { no: slotNo(s.location_id), n: s.quantity }),
              )
              .join(', ');
            return (
              <li
                key={l.id}
                className="gs-line gs-line--receive"
                data-testid="receive-line"
                data-line-id={l.id}
              >
                <img className="gs-line__img" src={l.image} alt={l.name} />
                <span className="gs-line__name">{l.name}</span>
                <span className="gs-line__qty">
                  {t('gsBuy.recv.open', { n: openOf(l), unit: l.unit })}
                  {l.received > 0 &&
                    ` · ${t('gsBuy.recv.received', { n: l.received, total: l.quantity })}`}
                </span>
                <span className="gs-receive__suggest" data-testid="receive-suggestion">
                  {suggestion
                    ? t('gsBuy.recv.suggestion', { slots: suggestion })
                    : t('gsBuy.recv.noRoom')}
                </span>
                <label className="gs-receive__slot" htmlFor={id}>
                  <span>{t('gsBuy.receive.slot')}</span>
                  <select
                    id={id}
                    className="gs-select"
                    value={choice[l.id] ?? 0}
                    onChange={(e) => setChoice((c) => ({ ...c, [l.id]: Number(e.target.value) }))}
                  >
                    <option value={0}>{t('gsBuy.recv.auto')}</option>
                    {offer.map((s) => (
                      <option key={s.location_id} value={s.location_id}>
                        {slotText(s)}
                      </option>
                    ))}
                  </select>
                </label>
                {!sold.has(l.sku_id) && (
                  <label className="gs-receive__slot" htmlFor={priceId}>
                    <span>{t('gsBuy.recv.sellPrice')}</span>
                    <input
                      id={priceId}
                      className="gs-select"
                      inputMode="decimal"
                      placeholder={t('gsBuy.recv.sellHint')}
                      value={prices[l.id] ?? ''}
                      onChange={(e) => setPrices((p) => ({ ...p, [l.id]: e.target.value }))}
                    />
                  </label>
                )}
              </li>
            );
          })}
        </ul>
        <details className="gs-receive__slots">
          <summary>{t('gsBuy.receive.slot')}</summary>
          <ul>
            {cabinet.slots.map((s) => (
              <li key={s.location_id}>{slotText(s)}</li>
            ))}
          </ul>
        </details>
        <LoadingButton
          block
          size="large"
          color="primary"
          disabled={cabinet.slots.length === 0 || open.length === 0}
          onClick={receive}
        >
          {t('gsBuy.receive.submit')}
        </LoadingButton>
      </div>
    );
  }

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
