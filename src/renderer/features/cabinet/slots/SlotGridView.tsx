/**
 * A cabinet drawn as its physical grid (UI.md "Kiosk", issue 18 part A): one tile per slot with
 * the goods photo, name, quantity / capacity (and what waits in the offline queue: "10/20 · +3
 * waiting"), and a low / empty / over / unassigned badge. Tapping a tile calls `onPick` when
 * given (the set-up screen's sheet).
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import '../strings/slots';
import './slots.css';
import { useStores } from '../../../core/stores/context';
import { useKiosk } from '../hooks';
import type { GridSlot, SlotGrid } from './api';

export function SlotTileBody({ slot, queued }: { slot: GridSlot; queued: number }) {
  const { t } = useTranslation();
  const badge = slot.state === 'ok' ? null : slot.state;
  return (
    <>
      <span className="gs-tile__pos">{slot.slot_no ?? ''}</span>
      {slot.image ? (
        <img className="gs-tile__img" src={slot.image} alt={slot.goods_name} />
      ) : (
        <span className="gs-tile__img gs-tile__img--none" aria-hidden="true" />
      )}
      <span className="gs-tile__name">
        {slot.sku_id ? slot.goods_name : t('gsSlots.unassigned')}
      </span>
      <span className="gs-tile__qty">
        <span data-testid="slot-qty">
          {t('gsSlots.qty', { q: slot.quantity, c: slot.capacity })}
        </span>
        {queued !== 0 && (
          <span className="gs-tile__waiting" data-testid="slot-waiting">
            {' · '}
            {t('gsSlots.waiting', { d: queued > 0 ? `+${queued}` : String(queued) })}
          </span>
        )}
      </span>
      {badge && (
        <span className={`gs-badge gs-badge--${badge}`} data-testid="slot-badge">
          {t(`gsSlots.state.${badge}`)}
        </span>
      )}
    </>
  );
}

export const SlotGridView = observer(function SlotGridView({
  grid,
  onPick,
  selected,
}: {
  grid: SlotGrid;
  onPick?: (slot: GridSlot) => void;
  selected?: number | null;
}) {
  const { t } = useTranslation();
  const { queue } = useKiosk();
  const { merchant } = useStores();
  const me = merchant.user?.merchant_id ?? null;
  const cols = Math.max(1, grid.cabinet.grid_cols);
  return (
    <ul
      className="gs-grid"
      style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
      aria-label={grid.cabinet.name}
      data-testid="slot-grid"
    >
      {grid.slots.map((s) => {
        const queued = queue.queuedAt(s.location_id, me);
        const cls = `gs-tile gs-tile--${s.state}${selected === s.location_id ? ' gs-tile--on' : ''}`;
        const style =
          s.grid_row && s.grid_col ? { gridRow: s.grid_row, gridColumn: s.grid_col } : undefined;
        const label = t('gsSlots.slotAt', { r: s.grid_row ?? '-', c: s.grid_col ?? '-' });
        return (
          <li
            key={s.location_id}
            className="gs-grid__cell"
            style={style}
            data-testid="slot"
            data-location-id={s.location_id}
            data-state={s.state}
          >
            {onPick ? (
              <button
                type="button"
                className={cls}
                aria-label={`${label} ${s.sku_id ? s.goods_name : t('gsSlots.unassigned')}`}
                aria-pressed={selected === s.location_id}
                onClick={() => onPick(s)}
              >
                <SlotTileBody slot={s} queued={queued} />
              </button>
            ) : (
              <div className={cls}>
                <SlotTileBody slot={s} queued={queued} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
});
