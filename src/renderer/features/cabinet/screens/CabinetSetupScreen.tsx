/**
 * Cabinet set-up (`pages/guishang/guizi/setup?cabinet_id=`, issue 18 part A): the cabinet's grid
 * (rows x columns, saved as a whole; shrinking is refused while a removed slot holds stock or a
 * product), drawn as its slots; tapping a slot opens its sheet (product, capacity, reorder
 * level, empty and unassign). Without a cabinet id: the merchant's cabinets to choose from.
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import '../strings/slots';
import '../slots/slots.css';
import { unwrapMerchant, useLoad } from '../../../core/data';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { idParam, useCabinets } from '../parts';
import * as api from '../slots/api';
import type { SlotGrid } from '../slots/api';
import { SlotGridView } from '../slots/SlotGridView';
import { SlotSheet } from '../slots/SlotSheet';

const whole = (s: string): number | null => (/^\d{1,2}$/.test(s.trim()) ? Number(s) : null);

function GridBar({ grid, onSaved }: { grid: SlotGrid; onSaved: (g: SlotGrid) => void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(String(grid.cabinet.grid_rows || 1));
  const [cols, setCols] = useState(String(grid.cabinet.grid_cols || 1));
  const [outcome, setOutcome] = useState<{ kind: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const r = whole(rows);
  const c = whole(cols);
  const save = async () => {
    if (r === null || c === null) return;
    setBusy(true);
    setOutcome(null);
    try {
      const g = await unwrapMerchant(api.setGrid(grid.cabinet.id, r, c));
      setOutcome({ kind: 'saved', text: t('gsSlots.setup.gridSaved') });
      onSaved(g);
    } catch (err) {
      setOutcome({ kind: 'failed', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="gs-setup__bar" aria-label={t('gsSlots.setup.grid')}>
      <strong>{t('gsSlots.setup.grid')}</strong>
      <label className="gs-num">
        {t('gsSlots.setup.rows')}
        <input
          inputMode="numeric"
          value={rows}
          onChange={(e) => setRows(e.target.value)}
          data-testid="grid-rows"
        />
      </label>
      <label className="gs-num">
        {t('gsSlots.setup.cols')}
        <input
          inputMode="numeric"
          value={cols}
          onChange={(e) => setCols(e.target.value)}
          data-testid="grid-cols"
        />
      </label>
      <button
        type="button"
        className="gs-btn gs-btn--primary"
        disabled={busy || r === null || c === null}
        onClick={() => void save()}
        data-testid="grid-save"
      >
        {t('gsSlots.setup.applyGrid')}
      </button>
      {outcome && (
        <span className={`gs-outcome gs-outcome--${outcome.kind}`} role="status">
          {outcome.text}
        </span>
      )}
    </div>
  );
}

const CabinetSetup = observer(function CabinetSetup({ cabinetId }: { cabinetId: number }) {
  const { t } = useTranslation();
  const load = useLoad(async () => unwrapMerchant(api.slotGrid(cabinetId)), [cabinetId]);
  const [picked, setPicked] = useState<number | null>(null);
  if (load.status === 'loading') return <ListSkeleton rows={3} />;
  if (load.status === 'error' || !load.data) return <ErrorState onRetry={load.retry} />;
  const grid = load.data;
  const slot = grid.slots.find((s) => s.location_id === picked) ?? null;
  return (
    <div className="gs-setup" data-testid="cabinet-setup" data-cabinet-id={grid.cabinet.id}>
      <h2 className="kiosk-section-title" style={{ margin: '8px 0 0' }} data-testid="cabinet-name">
        {grid.cabinet.name} · {grid.cabinet.code}
      </h2>
      <GridBar
        key={`${grid.cabinet.grid_rows}x${grid.cabinet.grid_cols}`}
        grid={grid}
        onSaved={(g) => load.setData(g)}
      />
      <p className="kiosk-hint">{t('gsSlots.setup.tapHint')}</p>
      <div className={slot ? 'gs-setup__main gs-setup__main--picked' : 'gs-setup__main'}>
        <SlotGridView grid={grid} selected={picked} onPick={(s) => setPicked(s.location_id)} />
        {slot && (
          <SlotSheet
            key={slot.location_id}
            grid={grid}
            slot={slot}
            onChanged={() => void load.reload()}
            onClose={() => setPicked(null)}
          />
        )}
      </div>
    </div>
  );
});

const CabinetSetupScreen = observer(function CabinetSetupScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cabinetId = idParam(params.get('cabinet_id'));
  const { state, reload } = useCabinets();
  return (
    <PageFrame
      title={t('gsSlots.setup.title')}
      page="pages/guishang/guizi/setup"
      homePath="/pages/guishang/index/index"
      className="kiosk-page"
    >
      {cabinetId ? (
        <CabinetSetup cabinetId={cabinetId} />
      ) : (
        <>
          <h2 className="kiosk-section-title">{t('gsSlots.setup.chooseCabinet')}</h2>
          {state.status === 'loading' && <ListSkeleton rows={2} />}
          {state.status === 'error' && <ErrorState onRetry={reload} />}
          {state.status === 'ready' && state.data.length === 0 && (
            <EmptyState title={t('kiosk.noCabinets')} />
          )}
          {state.status === 'ready' && (
            <div className="gs-cabinet-pick">
              {state.data.map((c) => (
                <Link
                  key={c.id}
                  className="gs-btn"
                  to={`/pages/guishang/guizi/setup?cabinet_id=${c.id}`}
                >
                  {c.name}
                </Link>
              ))}
            </div>
          )}
        </>
      )}
    </PageFrame>
  );
});

export default CabinetSetupScreen;
