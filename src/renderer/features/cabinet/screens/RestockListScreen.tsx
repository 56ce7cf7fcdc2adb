/**
 * Courier restock records: status tabs (open / finished), cabinet filter. "New restock": pick a
 * cabinet, the expected quantity per slot is prefilled with capacity − quantity → bh/create.
 * Finishing an open record: put in per line (+ reason for a shortfall) → bh/finish, which answers
 * the number of abnormal lines (listed on log/log2).
 */
import '../strings/stock';
import '../strings/courier';
import { Input } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { ApiError, unwrapMerchant, useLoad, usePaged } from '../../../core/data';
import { EVENTS } from '../../../../shared/realtime';
import * as courierApi from '../courier-api';
import type { Courier, ShortfallReason } from '../courier-api';
import { DueTag, useOnce } from '../courier-parts';
import * as stockApi from '../stock-api';
import type { CabinetDetail, RestockLine, RestockRecord } from '../stock-api';
import type { CabinetSummary } from '../../../core/api/merchant';
import { useKiosk, useKioskEvent } from '../hooks';
import {
  CabinetChips,
  Chips,
  formatTime,
  liveGoods,
  Pager,
  Stepper,
  useCabinetDetail,
  useCabinets,
} from '../parts';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  toast,
} from '../../../core/ui';

const LIMIT = 10;

function slotOf(detail: CabinetDetail | null, locationId: number) {
  return detail?.slots.find((s) => s.location_id === locationId);
}

function goodsName(detail: CabinetDetail | null, line: { location_id: number; sku_id: number }) {
  const slot = slotOf(detail, line.location_id);
  return slot?.goods.find((g) => g.sku_id === line.sku_id)?.name ?? `SKU ${line.sku_id}`;
}

/** New restock: expected per slot, prefilled with the free room of the slot. */
const NewRestock = observer(function NewRestock({
  cabinets,
  couriers,
  onCreated,
  onCancel,
}: {
  cabinets: CabinetSummary[];
  couriers: Courier[];
  onCreated: (id: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { realtime } = useKiosk();
  const [cabinetId, setCabinetId] = useState(cabinets[0]?.id ?? 0);
  const { state, reload } = useCabinetDetail(cabinetId || null);
  const [expected, setExpected] = useState<Record<number, number>>({});
  const [operator, setOperator] = useState('');
  // issue 18: assign the restock to a courier with a due time (hours from now)
  const [courierId, setCourierId] = useState(0);
  const [dueHours, setDueHours] = useState(4);
  const [error, setError] = useState('');

  const lines =
    state.status === 'ready'
      ? state.data.slots.flatMap((slot) => {
          const goods = liveGoods(realtime, slot);
          const first = goods[0];
          if (!first) return [];
          const qty = goods.reduce((n, g) => n + g.quantity, 0);
          return [
            {
              slot,
              sku_id: first.sku_id,
              name: first.name,
              prefill: Math.max(0, slot.capacity - qty),
              qty,
            },
          ];
        })
      : [];
  const value = (loc: number, prefill: number) => expected[loc] ?? prefill;

  const create = async () => {
    const chosen = lines
      .map((l) => ({
        location_id: l.slot.location_id,
        sku_id: l.sku_id,
        expected: value(l.slot.location_id, l.prefill),
      }))
      .filter((l) => l.expected > 0);
    if (chosen.length === 0) {
      toast(t('gsStock.bh.nothing'));
      return;
    }
    setError('');
    try {
      const res = await courierApi.workOrderCreate(
        cabinetId,
        courierId || undefined,
        courierId ? Math.floor(Date.now() / 1000) + dueHours * 3600 : undefined,
        chosen,
        operator.trim() || undefined,
      );
      toast(t('gsStock.bh.created'));
      onCreated(res.data.id);
    } catch (e) {
      setError(ApiError.from(e).message);
    }
  };

  return (
    <section className="kiosk-card kiosk-bh-new" data-testid="bh-new">
      <h2>{t('gsStock.bh.new')}</h2>
      <CabinetChips
        cabinets={cabinets}
        value={cabinetId}
        onChange={(v) => {
          setCabinetId(v);
          setExpected({});
        }}
      />
      {!cabinetId && <p className="kiosk-hint">{t('gsStock.bh.pickCabinet')}</p>}
      {cabinetId > 0 && state.status === 'loading' && <ListSkeleton rows={2} />}
      {cabinetId > 0 && state.status === 'error' && <ErrorState onRetry={reload} />}
      {cabinetId > 0 && state.status === 'ready' && (
        <>
          <Chips
            label={t('gsCourier.assign.courier')}
            testId="bh-courier"
            value={courierId}
            onChange={setCourierId}
            options={[
              { value: 0, label: t('gsStock.bh.operator') },
              ...couriers
                .filter((c) => c.status === 1)
                .map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
          {courierId > 0 && (
            <Chips
              label={t('gsCourier.assign.due')}
              testId="bh-due"
              value={dueHours}
              onChange={setDueHours}
              options={[2, 4, 8, 24].map((h) => ({
                value: h,
                label: t('gsCourier.assign.dueIn', { h }),
              }))}
            />
          )}
          {courierId === 0 && (
            <label className="kiosk-field">
              <span>{t('gsStock.bh.operator')}</span>
              <Input
                value={operator}
                maxLength={64}
                onChange={setOperator}
                placeholder={t('gsStock.bh.operatorHint')}
              />
            </label>
          )}
          <ul className="kiosk-bh-lines">
            {lines.map((l) => (
              <li key={l.slot.location_id} data-testid="bh-new-line">
                <span>
                  {t('gsStock.slotNo', { n: l.slot.slot_no })} · {l.name} ·{' '}
                  {t('gsStock.qtyOfCap', { q: l.qty, c: l.slot.capacity })}
                </span>
                <Stepper
                  label={t('gsStock.bh.expectedOf', { n: l.slot.slot_no })}
                  value={value(l.slot.location_id, l.prefill)}
                  min={0}
                  max={10_000}
                  onChange={(v) => setExpected((e) => ({ ...e, [l.slot.location_id]: v }))}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {error && (
        <p className="kiosk-error" role="alert" data-testid="bh-new-error">
          {error}
        </p>
      )}
      <div className="kiosk-editor__actions">
        <LoadingButton
          color="primary"
          disabled={!cabinetId || state.status !== 'ready'}
          onClick={create}
          data-testid="bh-create"
        >
          {t('gsStock.bh.create')}
        </LoadingButton>
        <LoadingButton onClick={onCancel}>{t('gsStock.guizi.close')}</LoadingButton>
      </div>
    </section>
  );
});

/** Finishing an open record: put in per line and a reason for shortfalls. */
function FinishForm({
  record,
  detail,
  onFinished,
}: {
  record: RestockRecord;
  detail: CabinetDetail | null;
  onFinished: (abnormal: number) => void;
}) {
  const { t } = useTranslation();
  const [putIn, setPutIn] = useState<Record<number, number>>(() =>
    Object.fromEntries(record.lines.map((l) => [l.id, l.expected])),
  );
  const [reasons, setReasons] = useState<Record<number, ShortfallReason>>({});
  const [error, setError] = useState('');
  // lines a courier did already are booked: only the open ones are finished here
  const open = record.lines.filter((l) => l.done_at === null);
  const finish = useOnce(async () => {
    setError('');
    try {
      const res = await courierApi.workOrderFinish(
        record.id,
        open.map((l) => {
          const p = putIn[l.id] ?? l.expected;
          return p < l.expected
            ? { line_id: l.id, put_in: p, reason_code: reasons[l.id] ?? 'shortfall' }
            : { line_id: l.id, put_in: p };
        }),
      );
      onFinished(res.data.abnormal);
    } catch (e) {
      // a refusal names the line (slot, goods, what fits): shown here, never uncaught
      setError(ApiError.from(e).message);
    }
  });
  return (
    <div className="kiosk-editor" data-testid="bh-finish-form">
      <ul className="kiosk-bh-lines">
        {open.map((l) => {
          const p = putIn[l.id] ?? l.expected;
          const slot = slotOf(detail, l.location_id);
          return (
            <li key={l.id} data-testid="bh-finish-line">
              <span>
                {slot ? t('gsStock.slotNo', { n: slot.slot_no }) : ''} · {goodsName(detail, l)} ·{' '}
                {t('gsStock.bh.expectedN', { n: l.expected })}
              </span>
              <Stepper
                label={t('gsStock.bh.putInOf', { name: goodsName(detail, l) })}
                value={p}
                min={0}
                max={10_000}
                onChange={(v) => setPutIn((x) => ({ ...x, [l.id]: v }))}
                testId="bh-put-in"
              />
              {p < l.expected && (
                <Chips
                  label={t('gsStock.bh.reason')}
                  testId="bh-reason"
                  value={reasons[l.id] ?? 'shortfall'}
                  onChange={(v) => setReasons((x) => ({ ...x, [l.id]: v }))}
                  options={courierApi.SHORTFALL_REASONS.map((r) => ({
                    value: r,
                    label: t(`gsCourier.reason.${r}`),
                  }))}
                />
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="kiosk-error" role="alert" data-testid="bh-finish-error">
          {error}
        </p>
      )}
      <LoadingButton color="primary" onClick={finish} data-testid="bh-finish-submit">
        {t('gsStock.bh.finishSubmit')}
      </LoadingButton>
    </div>
  );
}

function lineText(l: RestockLine, detail: CabinetDetail | null, t: TFunction) {
  const slot = slotOf(detail, l.location_id);
  const base = `${slot ? t('gsStock.slotNo', { n: slot.slot_no }) + ' · ' : ''}${goodsName(detail, l)}`;
  return l.put_in === null
    ? `${base} · ${t('gsStock.bh.expectedN', { n: l.expected })}`
    : `${base} · ${t('gsStock.bh.putInN', { n: l.put_in, e: l.expected })}`;
}

/**
 * Assigns (or reassigns) an open work order to an active courier with a due time: a work order
 * raised from a low-stock alert starts unassigned.
 */
function AssignForm({
  record,
  couriers,
  onAssigned,
  onCancel,
}: {
  record: RestockRecord;
  couriers: Courier[];
  onAssigned: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const active = couriers.filter((c) => c.status === 1);
  const [courierId, setCourierId] = useState(record.courier_id ?? active[0]?.id ?? 0);
  const [dueHours, setDueHours] = useState(4);
  const [error, setError] = useState('');
  if (active.length === 0) {
    return (
      <p className="kiosk-hint" data-testid="bh-assign-none">
        {t('gsCourier.assign.none')}{' '}
        <Link className="kiosk-link-button" to="/pages/guishang/courier/list">
          {t('gsCourier.title')}
        </Link>
      </p>
    );
  }
  const submit = async () => {
    setError('');
    try {
      const dueAt = Math.floor(Date.now() / 1000) + dueHours * 3600;
      await unwrapMerchant(courierApi.workOrderAssign(record.id, courierId, dueAt));
      onAssigned();
    } catch (e) {
      setError(ApiError.from(e).message);
    }
  };
  return (
    <div className="kiosk-bh-assign" data-testid="bh-assign">
      <Chips
        label={t('gsCourier.assign.courier')}
        testId="bh-assign-courier"
        value={courierId}
        onChange={setCourierId}
        options={active.map((c) => ({ value: c.id, label: c.name }))}
      />
      <Chips
        label={t('gsCourier.assign.due')}
        testId="bh-assign-due"
        value={dueHours}
        onChange={setDueHours}
        options={[2, 4, 8, 24].map((h) => ({
          value: h,
          label: t('gsCourier.assign.dueIn', { h }),
        }))}
      />
      {error && (
        <p className="kiosk-error" role="alert">
          {error}
        </p>
      )}
      <div className="kiosk-editor__actions">
        <LoadingButton color="primary" onClick={submit} data-testid="bh-assign-submit">
          {t('gsCourier.assign.title')}
        </LoadingButton>
        <LoadingButton onClick={onCancel}>{t('gsCourier.cancel')}</LoadingButton>
      </div>
    </div>
  );
}

const RecordCard = observer(function RecordCard({
  record,
  cabinetName,
  couriers,
  onChanged,
  onAssigned,
}: {
  record: RestockRecord;
  cabinetName: string;
  couriers: Courier[];
  onChanged: () => void;
  onAssigned: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { state } = useCabinetDetail(record.cabinet_id);
  const detail = state.status === 'ready' ? state.data : null;
  const [finishing, setFinishing] = useState(false);
  const [result, setResult] = useState<number | null>(null);
  const [assigning, setAssigning] = useState(false);
  return (
    <li className="kiosk-card kiosk-bh-record" data-testid="bh-record" data-record-id={record.id}>
      <div className="kiosk-bh-record__head">
        <h3>{t('gsStock.bh.record', { id: record.id })}</h3>
        <span className={record.status === 0 ? 'kiosk-tag kiosk-tag--open' : 'kiosk-tag'}>
          {record.status === 0 ? t('gsStock.bh.open') : t('gsStock.bh.finished')}
        </span>
      </div>
      <p className="kiosk-hint">
        {cabinetName} · {formatTime(record.created_at, i18n.language)}
        {record.operator ? ` · ${record.operator}` : ''}
      </p>
      <p className="kiosk-bh-record__courier">
        <DueTag dueAt={record.due_at} overdue={record.overdue} />{' '}
        <span data-testid="bh-progress">
          {t('gsCourier.orders.progress', {
            done: record.lines.filter((l) => l.done_at !== null).length,
            total: record.lines.length,
          })}
        </span>
      </p>
      {!finishing && (
        <ul className="kiosk-bh-summary">
          {record.lines.map((l) => (
            <li key={l.id}>{lineText(l, detail, t)}</li>
          ))}
        </ul>
      )}
      {result !== null && (
        <p className="kiosk-outcome kiosk-outcome--saved" role="status" data-testid="bh-result">
          {t('gsStock.bh.finishedN', { n: result })}{' '}
          {result > 0 && (
            <Link className="kiosk-link-button" to="/pages/guishang/log/log2">
              {t('gsStock.bh.viewAbnormal')}
            </Link>
          )}
        </p>
      )}
      {record.status === 0 && result === null && (
        <>
          {assigning ? (
            <AssignForm
              record={record}
              couriers={couriers}
              onCancel={() => setAssigning(false)}
              onAssigned={() => {
                setAssigning(false);
                onAssigned();
              }}
            />
          ) : (
            !finishing && (
              <LoadingButton
                fill="outline"
                onClick={() => setAssigning(true)}
                data-testid="bh-assign-open"
              >
                {record.courier_id ? t('gsCourier.assign.reassign') : t('gsCourier.assign.title')}
              </LoadingButton>
            )
          )}{' '}
          {finishing ? (
            <FinishForm
              record={record}
              detail={detail}
              onFinished={(n) => {
                setResult(n);
                setFinishing(false);
              }}
            />
          ) : (
            <LoadingButton
              color="primary"
              fill="outline"
              onClick={() => setFinishing(true)}
              data-testid="bh-finish"
            >
              {t('gsStock.bh.finish')}
            </LoadingButton>
          )}
        </>
      )}
      {result !== null && (
        <LoadingButton onClick={onChanged}>{t('gsStock.bh.refresh')}</LoadingButton>
      )}
    </li>
  );
});

const RestockList = observer(function RestockList() {
  const { t } = useTranslation();
  const { state: cabinets, reload: reloadCabinets } = useCabinets();
  const [status, setStatus] = useState<0 | 1>(0);
  const [cabinetId, setCabinetId] = useState(0);
  const [creating, setCreating] = useState(false);
  // a new filter starts over at page 1; the pager goes page by page
  const rows = usePaged(
    ({ page, limit }) =>
      unwrapMerchant(
        stockApi.restockList({ page, limit, status, cabinet_id: cabinetId || undefined }),
      ),
    [status, cabinetId],
    { limit: LIMIT },
  );

  const cabinetName = (id: number) =>
    cabinets.status === 'ready' ? (cabinets.data.find((c) => c.id === id)?.name ?? '') : '';
  // issue 18: couriers to assign; a courier's progress shows live
  const couriers = useLoad(() => unwrapMerchant(courierApi.courierList()), []);
  // a record on screen is updated in place (a finished one stays with its result until the next
  // refresh); a new open one shows on page 1
  /** Re-reads one record (of the given status) and updates it in place on the page shown. */
  const refreshRecord = (id: number, recordStatus: 0 | 1) => {
    stockApi.restockList({ page: 1, limit: 50, status: recordStatus }).then(
      (res) => {
        const fresh = res.data.list.find((r) => r.id === id);
        if (fresh) rows.update(fresh);
      },
      () => undefined,
    );
  };
  useKioskEvent(EVENTS.restockProgress, (p) => {
    if (rows.status !== 'ready' && rows.status !== 'empty') return;
    if (!rows.items.some((r) => r.id === p.id)) {
      if (p.status === status && rows.page === 1) void rows.refresh();
      return;
    }
    refreshRecord(p.id, p.status === 1 ? 1 : 0);
  });

  return (
    <PageFrame
      title={t('gsStock.bh.title')}
      page="pages/guishang/bh/list"
      homePath="/pages/guishang/index/index"
      className="kiosk-page"
      right={
        <>
          <Link
            className="kiosk-link-button"
            to="/pages/guishang/courier/list"
            data-testid="bh-couriers"
          >
            {t('gsCourier.title')}
          </Link>{' '}
          {!creating && cabinets.status === 'ready' && (
            <LoadingButton
              color="primary"
              onClick={() => setCreating(true)}
              data-testid="bh-new-open"
            >
              {t('gsStock.bh.new')}
            </LoadingButton>
          )}
        </>
      }
    >
      {cabinets.status === 'error' && <ErrorState onRetry={reloadCabinets} />}
      {creating && cabinets.status === 'ready' && (
        <NewRestock
          cabinets={cabinets.data}
          couriers={couriers.data?.list ?? []}
          onCancel={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            setStatus(0);
            void rows.reload();
          }}
        />
      )}
      <section className="kiosk-filters">
        <Chips
          label={t('gsStock.bh.status')}
          testId="bh-status"
          value={status}
          onChange={setStatus}
          options={[
            { value: 0 as const, label: t('gsStock.bh.open') },
            { value: 1 as const, label: t('gsStock.bh.finished') },
          ]}
        />
        {cabinets.status === 'ready' && (
          <CabinetChips cabinets={cabinets.data} value={cabinetId} onChange={setCabinetId} />
        )}
      </section>
      {rows.status === 'loading' && <ListSkeleton rows={3} />}
      {rows.status === 'error' && <ErrorState onRetry={() => void rows.reload()} />}
      {rows.status === 'empty' && (
        <EmptyState title={status === 0 ? t('gsStock.bh.emptyOpen') : t('gsStock.bh.emptyDone')} />
      )}
      {rows.status === 'ready' && (
        <>
          <ul className="kiosk-bh-records">
            {rows.items.map((r) => (
              <RecordCard
                key={r.id}
                record={r}
                cabinetName={cabinetName(r.cabinet_id)}
                couriers={couriers.data?.list ?? []}
                onChanged={() => void rows.goTo(rows.page)}
                // the record on screen takes its courier and due time in place
                onAssigned={() => refreshRecord(r.id, 0)}
              />
            ))}
          </ul>
          <Pager
            page={rows.page}
            total={rows.total}
            limit={LIMIT}
            onChange={(page) => void rows.goTo(page)}
          />
        </>
      )}
    </PageFrame>
  );
});

export default RestockList;
