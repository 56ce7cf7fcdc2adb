/**
 * Abnormal restock records (shortfalls of courier restocks): status tabs (open / resolved /
 * compensated / all), cabinet filter, large pagination; each row shows time, cabinet / slot,
 * goods, expected, put in, shortfall, the reason (its code in the reader's language), the
 * courier, and how it was handled. An open record is handled once in a sheet: resolved, or
 * compensated with a note (issue 18, part B). Updates live on `abnormalChanged`.
 */
import '../strings/stock';
import '../strings/courier';
import { TextArea } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import { EVENTS } from '../../../../shared/realtime';
import * as courierApi from '../courier-api';
import type { AbnormalRow } from '../courier-api';
import { AbnormalStatusTag, ReasonLabel, useOnce } from '../courier-parts';
import { useKioskEvent } from '../hooks';
import { CabinetChips, Chips, formatTime, idParam, useCabinets } from '../parts';
import { ApiError, unwrapMerchant, usePaged } from '../../../core/data';
import { PagedRecords, RECORDS_LIMIT, RecordWhenWhere } from '../PagedRecords';
import { LoadingButton, PageFrame, toast } from '../../../core/ui';

/** -1: every status */
type StatusFilter = -1 | 0 | 1 | 2;

function HandleSheet({
  row,
  onDone,
  onCancel,
}: {
  row: AbnormalRow;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const handle = useOnce(async (status: 1 | 2) => {
    setError('');
    if (status === 2 && !note.trim()) {
      setError(t('gsCourier.abnormal.noteRequired'));
      return;
    }
    try {
      await courierApi.abnormalHandle(row.id, status, note.trim());
      toast(t('gsCourier.saved'));
      onDone();
    } catch (e) {
      setError(ApiError.from(e).message);
    }
  });
  return (
    <div className="kiosk-editor kiosk-abnormal-sheet" data-testid="abnormal-sheet">
      <label className="kiosk-field">
        <span>{t('gsCourier.abnormal.note')}</span>
        <TextArea
          value={note}
          onChange={setNote}
          maxLength={200}
          rows={2}
          placeholder={t('gsCourier.abnormal.noteHint')}
          data-testid="abnormal-note"
        />
      </label>
      {error && (
        <p className="kiosk-error" role="alert" data-testid="abnormal-error">
          {error}
        </p>
      )}
      <div className="kiosk-editor__actions">
        <LoadingButton color="primary" onClick={() => handle(1)} data-testid="abnormal-resolve">
          {t('gsCourier.abnormal.resolve')}
        </LoadingButton>
        <LoadingButton
          color="warning"
          fill="outline"
          onClick={() => handle(2)}
          data-testid="abnormal-compensate"
        >
          {t('gsCourier.abnormal.compensate')}
        </LoadingButton>
        <LoadingButton onClick={onCancel}>{t('gsCourier.cancel')}</LoadingButton>
      </div>
    </div>
  );
}

const AbnormalLog = observer(function AbnormalLog() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { state: cabinets } = useCabinets();
  const [cabinetId, setCabinetId] = useState(idParam(params.get('cabinet_id')));
  const [status, setStatus] = useState<StatusFilter>(0);
  const [handling, setHandling] = useState(0);
  // a new filter starts over at page 1
  const records = usePaged(
    ({ page, limit }) =>
      unwrapMerchant(
        courierApi.abnormalList({
          page,
          limit,
          cabinet_id: cabinetId || undefined,
          status: status === -1 ? undefined : status,
        }),
      ),
    [cabinetId, status],
    { limit: RECORDS_LIMIT },
  );
  useKioskEvent(EVENTS.abnormalChanged, () => void records.goTo(records.page));

  const cabinetName = (id: number) =>
    cabinets.status === 'ready' ? (cabinets.data.find((c) => c.id === id)?.name ?? '') : '';

  return (
    <PageFrame
      title={t('gsStock.log2.title')}
      page="pages/guishang/log/log2"
      homePath="/pages/guishang/index/index"
      className="kiosk-page"
    >
      <section className="kiosk-filters">
        <Chips
          label={t('gsCourier.abnormal.status')}
          testId="abnormal-status-filter"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setHandling(0);
          }}
          options={[
            { value: 0 as const, label: t('gsCourier.abnormal.open') },
            { value: 1 as const, label: t('gsCourier.abnormal.resolved') },
            { value: 2 as const, label: t('gsCourier.abnormal.compensated') },
            { value: -1 as const, label: t('gsCourier.abnormal.all') },
          ]}
        />
        {cabinets.status === 'ready' && (
          <CabinetChips cabinets={cabinets.data} value={cabinetId} onChange={setCabinetId} />
        )}
      </section>
      <PagedRecords
        state={records}
        emptyTitle={t('gsStock.log2.empty')}
        listTestId="abnormal-list"
        rowTestId="abnormal-row"
        rowKey={(r) => r.id}
        renderRow={(r) => (
          <>
            <div className="kiosk-log__line">
              <RecordWhenWhere
                at={r.created_at}
                cabinet={r.cabinet_name ?? cabinetName(r.cabinet_id)}
                slotNo={r.slot_no}
              />
              <span className="kiosk-log__goods">{r.goods_name ?? `SKU ${r.sku_id}`}</span>
              <AbnormalStatusTag status={r.status} />
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
                <dd data-testid="abnormal-reason">
                  <ReasonLabel code={r.reason_code} />
                  {r.reason ? ` · ${r.reason}` : ''}
                </dd>
              </div>
              <div>
                <dt>{t('gsCourier.abnormal.courier')}</dt>
                <dd data-testid="abnormal-courier">{r.courier_name || r.operator || '—'}</dd>
              </div>
            </dl>
            {r.status !== 0 && r.handled_at !== null && (
              <p className="kiosk-hint" data-testid="abnormal-handled">
                {t('gsCourier.abnormal.handledBy', {
                  by: r.handled_by,
                  time: formatTime(r.handled_at, i18n.language),
                })}
                {r.note ? ` · ${r.note}` : ''}
              </p>
            )}
            {r.status === 0 &&
              (handling === r.id ? (
                <HandleSheet
                  row={r}
                  onCancel={() => setHandling(0)}
                  onDone={() => {
                    setHandling(0);
                    void records.refresh();
                  }}
                />
              ) : (
                <LoadingButton
                  size="small"
                  color="primary"
                  fill="outline"
                  onClick={() => setHandling(r.id)}
                  data-testid="abnormal-handle"
                >
                  {t('gsCourier.abnormal.handle')}
                </LoadingButton>
              ))}
          </>
        )}
      />
    </PageFrame>
  );
});

export default AbnormalLog;
