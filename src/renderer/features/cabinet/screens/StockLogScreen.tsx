/**
 * Stock ledger of the merchant's cabinets: filter chips (cabinet, goods, type, date range),
 * large pagination; each row shows time, cabinet / slot, goods, the change, before → after,
 * the reason and the operator.
 */
import '../strings/stock';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import * as stockApi from '../stock-api';
import { STOCK_REASONS, type CabinetDetail, type StockReason } from '../stock-api';
import { CabinetChips, Chips, idParam, useCabinets } from '../parts';
import { unwrapMerchant, usePaged } from '../../../core/data';
import { PagedRecords, RECORDS_LIMIT, RecordWhenWhere } from '../PagedRecords';
import { ErrorState, PageFrame } from '../../../core/ui';
import { EVENTS } from '../../../../shared/realtime';
import { useKioskEvent } from '../hooks';
import type { Translate } from '../../../core/i18n/typed';
import '../strings/offline';
import { isReversedRange } from '../date-range';

type Range = 'all' | 'today' | 'd7' | 'd30' | 'custom';

function dayStart(d: Date): number {
  return Math.floor(new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() / 1000);
}

/** `start`/`end` (Unix seconds, inclusive) of a range; custom days as yyyy-mm-dd. */
function rangeBounds(
  range: Range,
  from: string,
  to: string,
  now = new Date(),
): { start?: number; end?: number } {
  const today = dayStart(now);
  switch (range) {
    case 'today':
      return { start: today };
    case 'd7':
      return { start: today - 6 * 86_400 };
    case 'd30':
      return { start: today - 29 * 86_400 };
    case 'custom': {
      const parse = (s: string) => {
        const [y, m, d] = s.split('-').map(Number);
        return y && m && d ? dayStart(new Date(y, m - 1, d)) : undefined;
      };
      const s = from ? parse(from) : undefined;
      const e = to ? parse(to) : undefined;
      return { start: s, end: e === undefined ? undefined : e + 86_399 };
    }
    default:
      return {};
  }
}

function operatorText(op: string | null, t: Translate): string {
  if (!op) return '—';
  if (op.startsWith('merchant:')) return t('gsStock.log.opMerchant');
  if (op.startsWith('user:')) return t('gsStock.log.opCustomer');
  if (op === 'system') return t('gsStock.log.opSystem');
  return op;
}

const StockLog = observer(function StockLog() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state: cabinets, reload: reloadCabinets } = useCabinets();
  const [cabinetId, setCabinetId] = useState(idParam(params.get('cabinet_id')));
  const [skuId, setSkuId] = useState(0);
  const [reason, setReason] = useState<StockReason | ''>('');
  const [range, setRange] = useState<Range>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [details, setDetails] = useState<CabinetDetail[]>([]);

  // SKUs of the slots, for the goods chips.
  useEffect(() => {
    if (cabinets.status !== 'ready') return;
    let live = true;
    void Promise.allSettled(cabinets.data.map((c) => stockApi.cabinetDetail(c.id))).then((all) => {
      if (!live) return;
      setDetails(all.flatMap((r) => (r.status === 'fulfilled' ? [r.value.data] : [])));
    });
    return () => {
      live = false;
    };
  }, [cabinets]);

  const skuOptions = useMemo(() => {
    const seen = new Map<number, string>();
    for (const d of details) {
      if (cabinetId && d.id !== cabinetId) continue;
      for (const s of d.slots)
        for (const g of s.goods) if (!seen.has(g.sku_id)) seen.set(g.sku_id, g.name);
    }
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [details, cabinetId]);

  // issue 18: a start after the end is refused with a message (it used to show nothing)
  const reversed = range === 'custom' && isReversedRange(from, to);
  const bounds = rangeBounds(range, reversed ? '' : from, reversed ? '' : to);
  // new filters start over at page 1
  const records = usePaged(
    ({ page, limit }) =>
      unwrapMerchant(
        stockApi.stockLog({
          page,
          limit,
          cabinet_id: cabinetId || undefined,
          sku_id: skuId || undefined,
          reason: reason || undefined,
          start: bounds.start,
          end: bounds.end,
        }),
      ),
    [cabinetId, skuId, reason, bounds.start, bounds.end],
    { limit: RECORDS_LIMIT },
  );
  // live (issue 18): a stock movement shows on page 1 without a reload
  useKioskEvent(EVENTS.stockChanged, () => {
    if (records.page === 1) void records.refresh();
  });

  return (
    <PageFrame
      title={t('gsStock.log.title')}
      page="pages/guishang/log/log"
      homePath="/pages/guishang/index/index"
      className="kiosk-page"
    >
      <section className="kiosk-filters">
        {cabinets.status === 'ready' && (
          <CabinetChips
            cabinets={cabinets.data}
            value={cabinetId}
            onChange={(v) => {
              setCabinetId(v);
              setSkuId(0);
            }}
          />
        )}
        {cabinets.status === 'error' && <ErrorState onRetry={reloadCabinets} />}
        {skuOptions.length > 0 && (
          <Chips
            label={t('gsStock.filter.goods')}
            testId="filter-goods"
            value={skuId}
            onChange={setSkuId}
            options={[{ value: 0, label: t('gsStock.filter.all') }, ...skuOptions]}
          />
        )}
        <Chips
          label={t('gsStock.filter.type')}
          testId="filter-type"
          value={reason}
          onChange={setReason}
          options={[
            { value: '' as const, label: t('gsStock.filter.all') },
            ...STOCK_REASONS.map((r) => ({ value: r, label: t(`gsStock.reason.${r}`) })),
          ]}
        />
        <Chips
          label={t('gsStock.filter.date')}
          testId="filter-date"
          value={range}
          onChange={setRange}
          options={(['all', 'today', 'd7', 'd30', 'custom'] as const).map((r) => ({
            value: r,
            label: t(`gsStock.filter.range.${r}`),
          }))}
        />
        {range === 'custom' && (
          <div className="kiosk-dates">
            <label>
              {t('gsStock.filter.from')}
              <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            </label>
            <label>
              {t('gsStock.filter.to')}
              <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
            </label>
          </div>
        )}
        {reversed && (
          <p
            className="kiosk-outcome kiosk-outcome--failed"
            role="alert"
            data-testid="date-range-error"
          >
            {t('gsOffline.dateRangeReversed')}
          </p>
        )}
      </section>

      {!reversed && (
        <PagedRecords
          state={records}
          emptyTitle={t('gsStock.log.empty')}
          listTestId="log-list"
          rowTestId="log-row"
          rowKey={(r) => r.ledger_id}
          renderRow={(r) => (
            <>
              <div className="kiosk-log__line">
                <RecordWhenWhere
                  at={r.created_at}
                  cabinet={r.cabinet_name ?? ''}
                  slotNo={r.slot_no}
                />
                <strong
                  className={
                    r.delta > 0 ? 'kiosk-delta kiosk-delta--up' : 'kiosk-delta kiosk-delta--down'
                  }
                  data-testid="log-delta"
                >
                  {r.delta > 0 ? `+${r.delta}` : `−${Math.abs(r.delta)}`}
                </strong>
              </div>
              <div className="kiosk-log__line">
                <span className="kiosk-log__goods">{r.goods_name}</span>
                <span>
                  {r.before} → {r.after}
                </span>
                <span className="kiosk-tag">{t(`gsStock.reason.${r.reason}`, r.reason)}</span>
                <span className="kiosk-log__op">{operatorText(r.operator, t)}</span>
              </div>
            </>
          )}
        />
      )}
    </PageFrame>
  );
});

export default StockLog;
