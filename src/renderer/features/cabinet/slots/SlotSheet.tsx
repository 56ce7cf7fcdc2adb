/**
 * The set-up sheet of one slot (issue 18 part A): assign a product (a searchable picker of the
 * merchant's cabinet goods; only while the slot holds nothing of another product), capacity and
 * reorder level, and empty-and-unassign (its units moved to another slot of the product, or
 * written off). Every write shows its outcome.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import '../strings/slots';
import { unwrapMerchant, useLoad } from '../../../core/data';
import * as goodsApi from '../goods/api';
import { newUuid } from '../offline-queue';
import * as api from './api';
import type { GridSlot, SlotGrid } from './api';

type Outcome = { kind: 'saved' | 'failed'; text: string } | null;

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** A whole number typed into a field (the text is kept as typed). */
const whole = (s: string): number | null => (/^\d{1,5}$/.test(s.trim()) ? Number(s) : null);

export function SlotSheet({
  grid,
  slot,
  onChanged,
  onClose,
}: {
  grid: SlotGrid;
  slot: GridSlot;
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const [level, setLevel] = useState(String(slot.reorder_level));
  const goods = useLoad(
    async () => (await unwrapMerchant(goodsApi.cabinetGoodsList({ page: 1, limit: 50 }))).list,
    [],
  );
  const shown = useMemo(() => {
    const k = search.trim().toLowerCase();
    return (goods.data ?? []).filter((g) => !k || g.name.toLowerCase().includes(k));
  }, [goods.data, search]);
  const targets = grid.slots.filter(
    (s) =>
      s.location_id !== slot.location_id &&
      (s.sku_id === null || s.sku_id === slot.sku_id) &&
      s.quantity + slot.quantity <= s.capacity,
  );

  const write = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      await fn();
      setOutcome({ kind: 'saved', text: done });
      onChanged();
    } catch (err) {
      setOutcome({ kind: 'failed', text: message(err) });
    } finally {
      setBusy(false);
    }
  };

  const cap = whole(capacity);
  const lvl = whole(level);
  return (
    <section
      className="gs-sheet"
      data-testid="slot-sheet"
      data-location-id={slot.location_id}
      aria-label={t('gsSlots.sheet.title', { name: slot.name })}
    >
      <div className="gs-sheet__row">
        <h2 style={{ flex: 1 }}>{t('gsSlots.sheet.title', { name: slot.name })}</h2>
        <button type="button" className="gs-btn" onClick={onClose}>
          {t('gsSlots.sheet.close')}
        </button>
      </div>
      <h3>
        {t('gsSlots.sheet.product')}:{' '}
        <span data-testid="sheet-product">
          {slot.sku_id ? slot.goods_name : t('gsSlots.unassigned')}
        </span>{' '}
        · {t('gsSlots.qty', { q: slot.quantity, c: slot.capacity })}
      </h3>
      {slot.quantity === 0 && (
        <div className="gs-sheet__part">
          <input
            className="gs-search"
            type="search"
            placeholder={t('gsSlots.sheet.search')}
            aria-label={t('gsSlots.sheet.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="goods-search"
          />
          {goods.status === 'ready' && shown.length === 0 && (
            <p className="gs-outcome">
              {t('gsSlots.sheet.noGoods')}{' '}
              <Link className="gs-btn" to="/pages/guishang/guizi/goods/add">
                {t('gsSlots.sheet.addGoods')}
              </Link>
            </p>
          )}
          <ul className="gs-picker" aria-label={t('gsSlots.sheet.pick')}>
            {shown.map((g) => (
              <li key={g.id}>
                <button
                  type="button"
                  className={g.sku_id === slot.sku_id ? 'gs-pick gs-pick--on' : 'gs-pick'}
                  disabled={busy}
                  data-testid="pick-goods"
                  data-sku-id={g.sku_id}
                  onClick={() =>
                    void write(
                      () => unwrapMerchant(api.assignSlot(slot.location_id, g.sku_id)),
                      t('gsSlots.sheet.assigned'),
                    )
                  }
                >
                  {g.images[0] ? <img src={g.images[0]} alt="" /> : null}
                  <span>{g.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="gs-sheet__row">
        <label className="gs-num">
          {t('gsSlots.sheet.capacity')}
          <input
            inputMode="numeric"
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
            data-testid="slot-capacity"
          />
        </label>
        <label className="gs-num">
          {t('gsSlots.sheet.reorder')}
          <input
            inputMode="numeric"
            value={level}
            onChange={(e) => setLevel(e.target.value)}
            data-testid="slot-reorder"
          />
        </label>
        <button
          type="button"
          className="gs-btn gs-btn--primary"
          disabled={busy || cap === null || lvl === null}
          data-testid="slot-save"
          onClick={() =>
            void write(
              () => unwrapMerchant(api.updateSlot(slot.location_id, cap!, lvl!)),
              t('gsSlots.sheet.saved'),
            )
          }
        >
          {t('gsSlots.sheet.save')}
        </button>
      </div>
      {(slot.sku_id !== null || slot.quantity > 0) && (
        <div className="gs-sheet__part">
          <h3>{t('gsSlots.sheet.empty')}</h3>
          {slot.quantity > 0 && (
            <p className="gs-outcome">{t('gsSlots.sheet.emptyHint', { n: slot.quantity })}</p>
          )}
          <div className="gs-sheet__row">
            {slot.quantity > 0 &&
              targets.map((s) => (
                <button
                  key={s.location_id}
                  type="button"
                  className="gs-btn"
                  disabled={busy}
                  data-testid="empty-to"
                  onClick={() =>
                    void write(
                      () =>
                        unwrapMerchant(api.emptySlot(slot.location_id, newUuid(), s.location_id)),
                      t('gsSlots.sheet.emptied'),
                    )
                  }
                >
                  {t('gsSlots.sheet.moveTo')} {s.name}
                </button>
              ))}
            <button
              type="button"
              className="gs-btn gs-btn--danger"
              disabled={busy}
              data-testid="empty-write-off"
              onClick={() =>
                void write(
                  () => unwrapMerchant(api.emptySlot(slot.location_id, newUuid())),
                  t('gsSlots.sheet.emptied'),
                )
              }
            >
              {slot.quantity > 0 ? t('gsSlots.sheet.writeOff') : t('gsSlots.sheet.empty')}
            </button>
          </div>
        </div>
      )}
      {outcome && (
        <p
          className={`gs-outcome gs-outcome--${outcome.kind}`}
          role="status"
          data-testid="sheet-outcome"
          data-outcome={outcome.kind}
        >
          {outcome.text}
        </p>
      )}
    </section>
  );
}
