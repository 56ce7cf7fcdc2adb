/**
 * "Put into a slot" for a cabinet goods (issue 18 part A): the slots already assigned to its SKU,
 * and the empty unassigned slots of the merchant's cabinets to pick one from (the slot is then
 * assigned to the goods; stock comes in through the cabinet stock screen).
 */
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import '../strings/slots';
import './slots.css';
import * as merchantApi from '../../../core/api/merchant';
import { unwrapMerchant, useLoad } from '../../../core/data';
import { ListSkeleton } from '../../../core/ui';
import * as api from './api';

export function PutIntoSlot({ skuId }: { skuId: number }) {
  const { t } = useTranslation();
  const [note, setNote] = useState<{ kind: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useLoad(async () => {
    const cabinets = (await unwrapMerchant(merchantApi.cabinetList())).list;
    return Promise.all(cabinets.map((c) => unwrapMerchant(api.slotGrid(c.id))));
  }, []);
  if (load.status === 'loading') return <ListSkeleton rows={1} />;
  const grids = load.data ?? [];
  const mine = grids.flatMap((g) =>
    g.slots.filter((s) => s.sku_id === skuId).map((s) => ({ g, s })),
  );
  const free = grids.flatMap((g) =>
    g.slots.filter((s) => s.sku_id === null && s.quantity === 0).map((s) => ({ g, s })),
  );
  const put = async (locationId: number, name: string) => {
    setBusy(true);
    setNote(null);
    try {
      await unwrapMerchant(api.assignSlot(locationId, skuId));
      setNote({ kind: 'saved', text: t('gsSlots.putIn.done', { slot: name }) });
      void load.reload();
    } catch (err) {
      setNote({ kind: 'failed', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="gs-sheet__part" data-testid="put-into-slot">
      {mine.length > 0 && (
        <ul className="gs-rows" style={{ padding: 0 }} data-testid="assigned-slots">
          {mine.map(({ g, s }) => (
            <li key={s.location_id} className="gs-rowcard">
              <span className="gs-rowcard__main">
                {g.cabinet.name} · {s.name} · {t('gsSlots.qty', { q: s.quantity, c: s.capacity })}
              </span>
              <Link
                className="gs-btn"
                to={`/pages/guishang/guizi/guizi?cabinet_id=${g.cabinet.id}`}
              >
                {t('gsSlots.home.stock')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h3 className="gs-field__label">{t('gsSlots.putIn.title')}</h3>
      {free.length === 0 ? (
        <p className="gs-field__hint">{t('gsSlots.putIn.none')}</p>
      ) : (
        <div className="gs-sheet__row" role="group" aria-label={t('gsSlots.putIn.pick')}>
          {free.map(({ g, s }) => (
            <button
              key={s.location_id}
              type="button"
              className="gs-btn"
              disabled={busy}
              data-testid="put-slot"
              data-location-id={s.location_id}
              onClick={() => void put(s.location_id, `${g.cabinet.name} ${s.name}`)}
            >
              {g.cabinet.name} · {s.name}
            </button>
          ))}
        </div>
      )}
      {note && (
        <p className={`gs-outcome gs-outcome--${note.kind}`} role="status">
          {note.text}
        </p>
      )}
    </div>
  );
}
