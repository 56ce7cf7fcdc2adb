/**
 * Abnormal restock records (shortfalls of finished courier restocks): cabinet filter, large
 * pagination; each row shows time, cabinet / slot, goods, expected, put in, shortfall, reason.
 */
import '../../../core/i18n/guishang/stock';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import * as stockApi from '../../../core/api/guishang-stock';
import type { AbnormalRow, Paged } from '../../../core/api/guishang-stock';
import {
  CabinetChips,
  formatTime,
  idParam,
  Pager,
  useCabinets,
  type Loadable,
} from '../../../core/kiosk/parts';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';

const LIMIT = 20;

const AbnormalLog = observer(function AbnormalLog() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { state: cabinets } = useCabinets();
  const [cabinetId, setCabinetId] = useState(idParam(params.get('cabinet_id')));
  const [page, setPage] = useState(1);
  const [tick, setTick] = useState(0);
  const [rows, setRows] = useState<Loadable<Paged<AbnormalRow>>>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setRows({ status: 'loading' });
    stockApi.abnormalList({ page, limit: LIMIT, cabinet_id: cabinetId || undefined }).then(
      (res) => live && setRows({ status: 'ready', data: res.data }),
      () => live && setRows({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [page, cabinetId, tick]);

  const cabinetName = (id: number) =>
    cabinets.status === 'ready' ? (cabinets.data.find((c) => c.id === id)?.name ?? '') : '';

  return (
    <PageFrame
      title={t('gsStock.log2.title')}
      page="pages/guishang/log/log2"
      homePath="/pages/guishang/index/index"
      className="kiosk-page"
    >
      {cabinets.status === 'ready' && (
        <section className="kiosk-filters">
          <CabinetChips
            cabinets={cabinets.data}
            value={cabinetId}
            onChange={(v) => {
              setCabinetId(v);
              setPage(1);
            }}
          />
        </section>
      )}
      {rows.status === 'loading' && <ListSkeleton rows={4} />}
      {rows.status === 'error' && <ErrorState onRetry={() => setTick((n) => n + 1)} />}
      {rows.status === 'ready' && rows.data.list.length === 0 && (
        <EmptyState title={t('gsStock.log2.empty')} />
      )}
      {rows.status === 'ready' && rows.data.list.length > 0 && (
        <>
          <ul className="kiosk-log" data-testid="abnormal-list">
            {rows.data.list.map((r) => (
              <li key={r.id} className="kiosk-log__row" data-testid="abnormal-row">
                <div className="kiosk-log__line">
                  <time dateTime={new Date(r.created_at * 1000).toISOString()}>
                    {formatTime(r.created_at, i18n.language)}
                  </time>
                  <span>
                    {r.cabinet_name ?? cabinetName(r.cabinet_id)}{' '}
                    {r.slot_no ? t('gsStock.slotNo', { n: r.slot_no }) : ''}
                  </span>
                  <span className="kiosk-log__goods">{r.goods_name ?? `SKU ${r.sku_id}`}</span>
                </div>
                <dl className="kiosk-log__facts">
                  <div>
                    <dt>{t('gsStock.log2.expected')}</dt>
                    <dd>{r.expected}</dd>
                  </div>
                  <div>
                    <dt>{t('gsStock.log2.putIn')}</dt>
                    <dd>{r.put_in}</dd>
                  </div>
                  <div>
                    <dt>{t('gsStock.log2.shortfall')}</dt>
                    <dd className="kiosk-delta kiosk-delta--down" data-testid="abnormal-shortfall">
                      {r.shortfall}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('gsStock.log2.reason')}</dt>
                    <dd>{r.reason}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <Pager page={page} total={rows.data.total} limit={LIMIT} onChange={setPage} />
        </>
      )}
    </PageFrame>
  );
});

export default AbnormalLog;
