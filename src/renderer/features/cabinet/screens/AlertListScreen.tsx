/**
 * The merchant's low-stock alerts (`pages/guishang/alert/list`, issue 18 part A): open and past
 * alerts with the slot and goods, mark read, and "raise restock" (a restock work order for the
 * slot, expected = capacity - quantity). "Open" lists the alerts still in force: open ones and
 * those with a restock raised (the slot is still low), so the raised work order stays at hand.
 * Live: a `cabinetAlert` reloads the page shown.
 */
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import '../strings/stock';
import '../strings/slots';
import '../slots/slots.css';
import { EVENTS } from '../../../../shared/realtime';
import { unwrapMerchant, usePaged } from '../../../core/data';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { useKioskEvent } from '../hooks';
import { Chips, formatTime, Pager } from '../parts';
import * as api from '../slots/api';
import type { CabinetAlertRow } from '../slots/api';

const LIMIT = 20;
type Tab = 'open' | 'past';

function AlertRow({ a, onChanged }: { a: CabinetAlertRow; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ kind: string; text: string } | null>(null);
  const run = async (fn: () => Promise<string>) => {
    setBusy(true);
    setNote(null);
    try {
      setNote({ kind: 'saved', text: await fn() });
      onChanged();
    } catch (err) {
      setNote({ kind: 'failed', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };
  const status = a.status === 2 ? 'cleared' : a.status === 1 ? 'raised' : 'open';
  return (
    <li
      className={a.read_at === null ? 'gs-rowcard gs-rowcard--unread' : 'gs-rowcard'}
      data-testid="alert-row"
      data-alert-id={a.id}
      data-status={a.status}
    >
      {a.image ? <img src={a.image} alt="" /> : null}
      <div className="gs-rowcard__main">
        <strong>
          {a.goods_name} · {t(`gsSlots.alert.kind.${a.kind === 'empty' ? 'empty' : 'low'}`)}
        </strong>
        <span>{t('gsSlots.alert.row', { cabinet: a.cabinet_name, slot: a.slot_name })}</span>
        <span>{t('gsSlots.alert.qty', { q: a.quantity, level: a.reorder_level })}</span>
        <span>
          {formatTime(a.created_at, i18n.language)} · {t(`gsSlots.alert.status.${status}`)}
          {a.restock_record_id ? ` #${a.restock_record_id}` : ''}
        </span>
        {note && (
          <span className={`gs-outcome gs-outcome--${note.kind}`} role="status">
            {note.text}
          </span>
        )}
      </div>
      {a.read_at === null && (
        <button
          type="button"
          className="gs-btn"
          disabled={busy}
          data-testid="alert-read"
          onClick={() =>
            void run(async () => {
              await unwrapMerchant(api.alertRead(a.id));
              return t('gsSlots.alert.read');
            })
          }
        >
          {t('gsSlots.alert.read')}
        </button>
      )}
      {a.status === 0 && (
        <button
          type="button"
          className="gs-btn gs-btn--primary"
          disabled={busy}
          data-testid="alert-restock"
          onClick={() =>
            void run(async () => {
              const r = await unwrapMerchant(api.alertRestock(a.id));
              return t('gsSlots.alert.raised', { id: r.restock_record_id });
            })
          }
        >
          {t('gsSlots.alert.restock')}
        </button>
      )}
      {a.restock_record_id !== null && (
        <Link className="gs-btn" to="/pages/guishang/bh/list">
          {t('gsStock.shortcut.bh')}
        </Link>
      )}
    </li>
  );
}

export default function AlertListScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('open');
  const rows = usePaged(
    async ({ page, limit }) => {
      if (tab === 'open') return unwrapMerchant(api.alertList({ page, limit, active: 1 }));
      return unwrapMerchant(api.alertList({ page, limit }));
    },
    [tab],
    { limit: LIMIT },
  );
  useKioskEvent(EVENTS.cabinetAlert, () => void rows.reload());
  return (
    <PageFrame
      title={t('gsSlots.alert.title')}
      page="pages/guishang/alert/list"
      homePath="/pages/guishang/index/index"
      className="kiosk-page"
    >
      <div style={{ padding: '12px 24px' }}>
        <Chips<Tab>
          label={t('gsSlots.alert.title')}
          value={tab}
          onChange={setTab}
          testId="alert-tab"
          options={[
            { value: 'open', label: t('gsSlots.alert.open') },
            { value: 'past', label: t('gsSlots.alert.past') },
          ]}
        />
      </div>
      {rows.status === 'loading' && <ListSkeleton rows={3} />}
      {rows.status === 'error' && <ErrorState onRetry={() => void rows.reload()} />}
      {rows.status === 'empty' && <EmptyState title={t('gsSlots.alert.none')} />}
      {rows.items.length > 0 && (
        <>
          <ul className="gs-rows" data-testid="alert-list">
            {rows.items.map((a) => (
              <AlertRow key={a.id} a={a} onChanged={() => void rows.reload()} />
            ))}
          </ul>
          <Pager
            page={rows.page}
            total={rows.total}
            limit={LIMIT}
            onChange={(p) => void rows.goTo(p)}
          />
        </>
      )}
    </PageFrame>
  );
}
