/**
 * Cabinets (stock): the cabinet list → one cabinet (`?cabinet_id=`) with its slots and live
 * quantities; per slot stock in / stock out / correction with a big stepper and a reason. Writes
 * go through the offline queue: the outcome is saved, queued (no connection) or failed with
 * the server's reason.
 */
import '../strings/stock';
import '../strings/slots';
import '../slots/slots.css';
import { RoomError } from '../slot-room';
import { useStores } from '../../../core/stores/context';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import type { CabinetDetail, CabinetSlot, StockReason } from '../stock-api';
import { slotState } from '../../../../shared/rules/slot-state';
import { HttpError } from '../../../core/api/http';
import { useKiosk } from '../hooks';
import type { SubmitOutcome } from '../offline-queue';
import {
  Chips,
  FailedMoves,
  idParam,
  isQuantity,
  liveGoods,
  Stepper,
  useCabinetDetail,
  useCabinets,
} from '../parts';
import { EmptyState, ErrorState, ListSkeleton, LoadingButton, PageFrame } from '../../../core/ui';

type Mode = 'in' | 'out' | 'correction';

type Outcome =
  | { kind: 'saved'; before: number; after: number }
  | { kind: 'queued' }
  | { kind: 'failed'; message: string };

const SlotEditor = observer(function SlotEditor({
  cabinet,
  slot,
  mode,
  onClose,
}: {
  cabinet: CabinetDetail;
  slot: CabinetSlot;
  mode: Mode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const kiosk = useKiosk();
  const goods = liveGoods(kiosk.realtime, slot);
  const [skuId, setSkuId] = useState(goods[0]?.sku_id ?? 0);
  const current = goods.find((g) => g.sku_id === skuId);
  const currentQty = current?.quantity ?? 0;
  const [qty, setQty] = useState(mode === 'correction' ? currentQty : 1);
  const [reason, setReason] = useState<StockReason>(mode === 'out' ? 'stock_out' : 'stock_in');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (!current) {
    return (
      <div className="kiosk-editor" data-testid="slot-editor">
        <p>{t('gsStock.guizi.noGoods')}</p>
        <LoadingButton onClick={onClose}>{t('gsStock.guizi.close')}</LoadingButton>
      </div>
    );
  }

  // issue 18: a stock out is capped at what the slot holds; an emptied stepper (NaN) is invalid
  const qtyMin = mode === 'correction' ? 0 : 1;
  const qtyMax = mode === 'out' ? currentQty : 10_000;
  const qtyValid = isQuantity(qty, qtyMin, qtyMax);
  const delta = mode === 'correction' ? qty - currentQty : mode === 'in' ? qty : -qty;
  const submit = async () => {
    setOutcome(null);
    if (delta === 0 || !qtyValid) return;
    const label = `${cabinet.name} · ${t('gsStock.slotNo', { n: slot.slot_no })} · ${current.name}`;
    let out: SubmitOutcome;
    try {
      out = await kiosk.submitStockMove({
        type: delta > 0 ? 'in' : 'out',
        location_id: slot.location_id,
        sku_id: current.sku_id,
        quantity: Math.abs(delta),
        reason: mode === 'correction' ? 'correction' : reason,
        label,
        // issue 18 part A: a move queued offline must fit, counting what already waits
        room: {
          quantity: goods.reduce((n, g) => n + g.quantity, 0),
          capacity: slot.capacity,
        },
      });
    } catch (err) {
      if (err instanceof RoomError) {
        setOutcome({
          kind: 'failed',
          message: t(`gsSlots.room.${err.refusal}`, { n: err.queued }),
        });
        return;
      }
      setOutcome({
        kind: 'failed',
        message: err instanceof HttpError || err instanceof Error ? err.message : String(err),
      });
      return;
    }
    if (out.status === 'saved') {
      setOutcome({ kind: 'saved', before: out.move.before, after: out.move.quantity });
      if (mode === 'correction') setQty(out.move.quantity);
    } else setOutcome({ kind: 'queued' });
  };

  const reasons: StockReason[] =
    mode === 'in' ? ['stock_in', 'restock'] : mode === 'out' ? ['stock_out', 'sale'] : [];

  return (
    <div className="kiosk-editor" data-testid="slot-editor" data-mode={mode}>
      <h3>
        {t(`gsStock.guizi.mode.${mode}`)} · {t('gsStock.slotNo', { n: slot.slot_no })}
      </h3>
      {goods.length > 1 && (
        <Chips
          label={t('gsStock.guizi.goods')}
          value={skuId}
          onChange={(v) => {
            setSkuId(v);
            setOutcome(null);
          }}
          options={goods.map((g) => ({ value: g.sku_id, label: g.name }))}
        />
      )}
      <p className="kiosk-editor__now">
        {t('gsStock.guizi.current', { name: current.name, q: currentQty, c: slot.capacity })}
      </p>
      <Stepper
        label={mode === 'correction' ? t('gsStock.guizi.counted') : t('gsStock.guizi.quantity')}
        value={qty}
        min={qtyMin}
        max={qtyMax}
        onChange={(v) => {
          setQty(v);
          setOutcome(null);
        }}
        testId="move-qty"
      />
      {mode === 'correction' && (
        <p className="kiosk-hint" data-testid="correction-delta">
          {t('gsStock.guizi.delta', { d: delta > 0 ? `+${delta}` : String(delta) })}
        </p>
      )}
      {reasons.length > 0 && (
        <Chips
          label={t('gsStock.guizi.reason')}
          value={reason}
          onChange={setReason}
          options={reasons.map((r) => ({ value: r, label: t(`gsStock.reason.${r}`) }))}
        />
      )}
      <div className="kiosk-editor__actions">
        <LoadingButton
          color="primary"
          disabled={delta === 0 || !qtyValid}
          onClick={submit}
          data-testid="move-submit"
        >
          {t('gsStock.guizi.submit')}
        </LoadingButton>
        <LoadingButton onClick={onClose}>{t('gsStock.guizi.close')}</LoadingButton>
      </div>
      {outcome && (
        <p
          className={`kiosk-outcome kiosk-outcome--${outcome.kind}`}
          role="status"
          data-testid="move-outcome"
          data-outcome={outcome.kind}
        >
          {outcome.kind === 'saved' &&
            t('gsStock.outcome.saved', { before: outcome.before, after: outcome.after })}
          {outcome.kind === 'queued' && t('gsStock.outcome.queued')}
          {outcome.kind === 'failed' && t('gsStock.outcome.failed', { message: outcome.message })}
        </p>
      )}
    </div>
  );
});

/** issue 18 part A: what waits in the offline queue for a slot ("+3 waiting"). */
const QueuedDelta = observer(function QueuedDelta({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const { queue } = useKiosk();
  const { merchant } = useStores();
  const d = queue.queuedAt(locationId, merchant.user?.merchant_id ?? null);
  if (d === 0) return null;
  return (
    <span className="gs-tile__waiting" data-testid="slot-waiting">
      {t('gsSlots.waiting', { d: d > 0 ? `+${d}` : String(d) })}
    </span>
  );
});

const CabinetSlots = observer(function CabinetSlots({ cabinetId }: { cabinetId: number }) {
  const { t } = useTranslation();
  const { realtime } = useKiosk();
  const { state, reload } = useCabinetDetail(cabinetId);
  const [open, setOpen] = useState<{ location: number; mode: Mode } | null>(null);
  if (state.status === 'loading') return <ListSkeleton rows={3} />;
  if (state.status === 'error') return <ErrorState onRetry={reload} />;
  const cabinet = state.data;
  return (
    <>
      <section className="kiosk-card kiosk-guizi__head">
        <h2 data-testid="cabinet-name">{cabinet.name}</h2>
        <p className="kiosk-cabinet__code">
          {cabinet.code} · {cabinet.address}
        </p>
        <div className="kiosk-guizi__links">
          <Link
            className="kiosk-link-button"
            to={`/pages/guishang/guizi/goods?cabinet_id=${cabinet.id}`}
          >
            {t('gsStock.guizi.goodsLink')}
          </Link>
          <Link
            className="kiosk-link-button"
            to={`/pages/guishang/guizi/order/list?cabinet_id=${cabinet.id}`}
          >
            {t('gsStock.guizi.ordersLink')}
          </Link>
          <Link
            className="kiosk-link-button"
            to={`/pages/guishang/log/log?cabinet_id=${cabinet.id}`}
          >
            {t('gsStock.shortcut.log')}
          </Link>
          <Link
            className="kiosk-link-button"
            to={`/pages/guishang/guizi/setup?cabinet_id=${cabinet.id}`}
            data-testid="setup-link"
          >
            {t('gsSlots.setup.link')}
          </Link>
        </div>
      </section>
      {cabinet.slots.length === 0 && <EmptyState title={t('gsStock.guizi.noSlots')} />}
      <ul className="kiosk-slot-rows">
        {cabinet.slots.map((slot) => {
          const goods = liveGoods(realtime, slot);
          const qty = goods.reduce((n, g) => n + g.quantity, 0);
          // the same rule and states as the home grid (shared/rules/slot-state.ts)
          const state = slotState({
            sku_id: slot.sku_id,
            quantity: qty,
            capacity: slot.capacity,
            reorder_level: slot.reorder_level,
          });
          const low = state === 'low' || state === 'empty';
          const editing = open?.location === slot.location_id ? open.mode : null;
          return (
            <li
              key={slot.location_id}
              className={low ? 'kiosk-slot-row kiosk-slot-row--low' : 'kiosk-slot-row'}
              data-testid="slot-row"
              data-location-id={slot.location_id}
              data-state={state}
            >
              <div className="kiosk-slot-row__main">
                <span className="kiosk-slot__no">{t('gsStock.slotNo', { n: slot.slot_no })}</span>
                {goods[0]?.image ? (
                  <img className="kiosk-slot__img" src={goods[0].image} alt={goods[0].name} />
                ) : (
                  <span className="kiosk-slot__img kiosk-slot__img--none" aria-hidden="true" />
                )}
                <span className="kiosk-slot__name">
                  {goods.length ? goods.map((g) => g.name).join(' / ') : t('gsStock.emptySlot')}
                </span>
                <span className="kiosk-slot__qty" data-testid="slot-qty">
                  {t('gsStock.qtyOfCap', { q: qty, c: slot.capacity })}
                </span>
                <QueuedDelta locationId={slot.location_id} />
                {state === 'over' && (
                  <span className="gs-badge gs-badge--over" data-testid="slot-over">
                    {t('gsSlots.state.over')}
                  </span>
                )}
                {state === 'low' && (
                  <span className="kiosk-slot__low" data-testid="slot-low">
                    {t('gsStock.low')}
                  </span>
                )}
                {(state === 'empty' || state === 'unassigned') && (
                  <span className={`gs-badge gs-badge--${state}`} data-testid="slot-state">
                    {t(`gsSlots.state.${state}`)}
                  </span>
                )}
              </div>
              <div className="kiosk-slot-row__actions">
                {(['in', 'out', 'correction'] as const).map((m) => (
                  <button
                    key={m}
                    type="button"
                    className={editing === m ? 'kiosk-action kiosk-action--on' : 'kiosk-action'}
                    aria-expanded={editing === m}
                    data-testid={`slot-${m}`}
                    disabled={m === 'out' && qty === 0}
                    onClick={() =>
                      setOpen(editing === m ? null : { location: slot.location_id, mode: m })
                    }
                  >
                    {t(`gsStock.guizi.mode.${m}`)}
                  </button>
                ))}
              </div>
              {editing && (
                <SlotEditor
                  key={`${slot.location_id}:${editing}`}
                  cabinet={cabinet}
                  slot={slot}
                  mode={editing}
                  onClose={() => setOpen(null)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
});

const Guizi = observer(function Guizi() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cabinetId = idParam(params.get('cabinet_id'));
  const { state, reload } = useCabinets();
  return (
    <PageFrame
      title={t('gsStock.guizi.title')}
      page="pages/guishang/guizi/guizi"
      homePath="/pages/guishang/index/index"
      className="kiosk-page"
    >
      <FailedMoves />
      {cabinetId ? (
        <CabinetSlots cabinetId={cabinetId} />
      ) : (
        <>
          {state.status === 'loading' && <ListSkeleton rows={2} />}
          {state.status === 'error' && <ErrorState onRetry={reload} />}
          {state.status === 'ready' && state.data.length === 0 && (
            <EmptyState title={t('kiosk.noCabinets')} />
          )}
          {state.status === 'ready' && state.data.length > 0 && (
            <ul className="kiosk-cabinets">
              {state.data.map((c) => (
                <li key={c.id} className="kiosk-cabinet" data-testid="cabinet">
                  <Link
                    className="kiosk-cabinet__pick"
                    to={`/pages/guishang/guizi/guizi?cabinet_id=${c.id}`}
                  >
                    <h3>{c.name}</h3>
                    <p className="kiosk-cabinet__code">
                      {c.code} · {c.address}
                    </p>
                    <p>
                      {t('kiosk.slots')} {c.slots} · {t('kiosk.stock')} {c.quantity}
                    </p>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </PageFrame>
  );
});

export default Guizi;
