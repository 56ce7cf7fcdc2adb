/**
 * Pieces shared by the kiosk stock screens: the merchant's cabinets, a cabinet's live slots,
 * filter chips, a large pager, a large numeric stepper and the failed-writes list.
 */
import { Button } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from '../../core/i18n';
import './strings/stock';
import * as stockApi from './stock-api';
import type { CabinetDetail, CabinetSlot } from './stock-api';
import * as merchantApi from '../../core/api/merchant';
import type { CabinetSummary } from '../../core/api/merchant';
import { unwrapMerchant, useLoad, type LoadState, type LoadStatus } from '../../core/data';
import { useStores } from '../../core/stores/context';
import { useKiosk } from './hooks';
import type { KioskRealtime } from './realtime-store';

/**
 * A `useLoad` state the stock screens can narrow on: `status === 'ready'` gives the data.
 */
export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Memoised on the state's status and data (screens run effects on it). */
function useLoaded<T>(load: Pick<LoadState<T | null>, 'status' | 'data'>): Loaded<T> {
  const { status, data } = load;
  return useMemo(() => loaded(status, data), [status, data]);
}

function loaded<T>(status: LoadStatus, data: T | null | undefined): Loaded<T> {
  if (status === 'error') return { status: 'error' };
  if (status === 'ready' && data != null) return { status: 'ready', data };
  return { status: 'loading' };
}

/** The merchant's cabinets; `reload` shows the loading state again (retry). */
export function useCabinets(): { state: Loaded<CabinetSummary[]>; reload: () => void } {
  const load = useLoad(async () => (await unwrapMerchant(merchantApi.cabinetList())).list, []);
  return { state: useLoaded(load), reload: load.retry };
}

/** One cabinet with its slots; the quantities go into the realtime store. */
export function useCabinetDetail(cabinetId: number | null): {
  state: Loaded<CabinetDetail>;
  reload: () => void;
} {
  const { realtime } = useKiosk();
  const load = useLoad(async () => {
    // no cabinet: stays loading, as the screens expect
    if (!cabinetId) return null;
    const since = realtime.cursor;
    const detail = await unwrapMerchant(stockApi.cabinetDetail(cabinetId));
    realtime.seed(detail, since);
    return detail;
  }, [cabinetId, realtime]);
  return { state: useLoaded(load), reload: load.retry };
}

export interface LiveGoods {
  sku_id: number;
  name: string;
  image?: string;
  quantity: number;
}

/** A slot's goods with live quantities (SKUs that arrived live are listed too). */
export function liveGoods(rt: KioskRealtime, slot: CabinetSlot): LiveGoods[] {
  const out: LiveGoods[] = slot.goods.map((g) => ({
    sku_id: g.sku_id,
    name: g.name,
    image: g.image,
    quantity: rt.quantity(slot.location_id, g.sku_id) ?? g.quantity,
  }));
  for (const x of rt.skusAt(slot.location_id)) {
    if (!out.some((g) => g.sku_id === x.sku_id)) {
      out.push({ sku_id: x.sku_id, name: `SKU ${x.sku_id}`, quantity: x.quantity });
    }
  }
  return out;
}

export interface ChipOption<V> {
  value: V;
  label: string;
}

/** A row of filter chips (one choice). */
export function Chips<V extends string | number>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: ChipOption<V>[];
  value: V;
  onChange: (v: V) => void;
  testId?: string;
}) {
  return (
    <div className="kiosk-chips" role="group" aria-label={label} data-testid={testId}>
      <span className="kiosk-chips__label">{label}</span>
      {options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          className={o.value === value ? 'kiosk-chip kiosk-chip--on' : 'kiosk-chip'}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** Cabinet chips: all (0) + each cabinet. */
export function CabinetChips({
  cabinets,
  value,
  onChange,
}: {
  cabinets: CabinetSummary[];
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Chips
      label={t('gsStock.filter.cabinet')}
      testId="filter-cabinet"
      value={value}
      onChange={onChange}
      options={[
        { value: 0, label: t('gsStock.filter.all') },
        ...cabinets.map((c) => ({ value: c.id, label: c.name })),
      ]}
    />
  );
}

/** Large previous / next pagination with "page x of y". */
export function Pager({
  page,
  total,
  limit,
  onChange,
  busy,
}: {
  page: number;
  total: number;
  limit: number;
  onChange: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className="kiosk-pager" aria-label={t('gsStock.pager.label')}>
      <Button
        disabled={busy || page <= 1}
        onClick={() => onChange(page - 1)}
        data-testid="pager-prev"
      >
        {t('gsStock.pager.prev')}
      </Button>
      <span className="kiosk-pager__info" data-testid="pager-info">
        {t('gsStock.pager.info', { page, pages, total })}
      </span>
      <Button
        disabled={busy || page >= pages}
        onClick={() => onChange(page + 1)}
        data-testid="pager-next"
      >
        {t('gsStock.pager.next')}
      </Button>
    </nav>
  );
}

// The stepper lives in its own file (issue 18: an emptied field stays empty).
export { isQuantity, Stepper } from './Stepper';
import { formatTime as kioskFormatTime } from './kiosk-time';

/** Queued writes the server refused on replay, with its message. */
export const FailedMoves = observer(function FailedMoves() {
  const { t } = useTranslation();
  const { queue } = useKiosk();
  const { merchant } = useStores();
  const mine = queue.failed.filter((f) => f.merchant_id === (merchant.user?.merchant_id ?? null));
  if (mine.length === 0) return null;
  return (
    <section
      className="kiosk-failed"
      aria-labelledby="kiosk-failed-title"
      data-testid="failed-moves"
    >
      <h2 id="kiosk-failed-title">{t('gsStock.failed.title')}</h2>
      <ul>
        {mine.map((f) => (
          <li key={f.idempotency_key}>
            <span>
              {f.label} · {t(`gsStock.reason.${f.reason}`)} {f.type === 'in' ? '+' : '−'}
              {f.quantity}
            </span>
            <strong>{f.message}</strong>
            <Button size="small" onClick={() => void queue.dismissFailed(f.idempotency_key)}>
              {t('gsStock.failed.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
});

/** The kiosk's one time format (kiosk-time.ts, issue 18); `lang` no longer changes it. */
export function formatTime(sec: number, lang?: string): string {
  return kioskFormatTime(sec, lang);
}

/** Reads a positive integer query value (0 when absent or bad). */
export function idParam(v: string | null): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
