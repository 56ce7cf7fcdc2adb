/**
 * A restock work order done slot by slot (issue 18, part B; pages/guishang/bh/detail?id=): per
 * line the quantity put in (0..expected, capped at the slot's room), a photo proof and, when
 * short, a reason code; "Slot done" books the line at once (the merchant sees it live). "Finish
 * all" books the lines still open as expected. A refusal (e.g. over the slot's capacity) names
 * the slot and what fits, shown on the line; never an uncaught error.
 */
import '../strings/courier';
import '../strings/stock';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import { ApiError, unwrapMerchant, useLoad } from '../../../core/data';
import { shrinkImage } from '../../../core/platform/shrink-image';
import * as api from '../courier-api';
import type { ShortfallReason, WorkOrderLine } from '../courier-api';
import { DueTag, useOnce } from '../courier-parts';
import { useKioskEvent } from '../hooks';
import { EVENTS } from '../../../../shared/realtime';
import { Chips, idParam, Stepper } from '../parts';
import { ErrorState, ListSkeleton, LoadingButton, PageFrame, toast } from '../../../core/ui';

function messageOf(e: unknown): string {
  const err = ApiError.from(e);
  return err.message;
}

function LineCard({
  orderId,
  line,
  onDone,
}: {
  orderId: number;
  line: WorkOrderLine;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [putIn, setPutIn] = useState(Math.min(line.expected, line.room));
  const [reason, setReason] = useState<ShortfallReason>('shortfall');
  const [photo, setPhoto] = useState(line.photo);
  const [uploading, setUploading] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  const [error, setError] = useState('');
  const done = line.done_at !== null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setPhotoFailed(false);
    try {
      const blob = await shrinkImage(file);
      setPhoto(await api.uploadProof(blob, blob === file ? file.name : 'proof.jpg'));
    } catch {
      setPhotoFailed(true);
    } finally {
      setUploading(false);
    }
  };

  const submit = useOnce(async () => {
    setError('');
    try {
      await api.lineDone({
        id: orderId,
        line_id: line.id,
        put_in: putIn,
        photo: photo || undefined,
        reason_code: putIn < line.expected ? reason : undefined,
      });
      onDone();
    } catch (e) {
      setError(messageOf(e));
    }
  });

  return (
    <li
      className={done ? 'kiosk-card kiosk-wo-line kiosk-wo-line--done' : 'kiosk-card kiosk-wo-line'}
      data-testid="wo-line"
      data-slot={line.slot_no ?? ''}
      data-done={done ? '1' : '0'}
    >
      <div className="kiosk-wo-line__head">
        <h3>
          {t('gsCourier.line.slot', { n: line.slot_no ?? line.slot_name })} · {line.goods_name}
        </h3>
        <span className="kiosk-hint">
          {t('gsCourier.line.expected', { n: line.expected })} ·{' '}
          {t('gsStock.qtyOfCap', { q: line.quantity, c: line.capacity })} ·{' '}
          {t('gsCourier.line.room', { n: line.room })}
        </span>
      </div>
      {done ? (
        <p className="kiosk-outcome kiosk-outcome--saved" data-testid="wo-line-done">
          {t('gsCourier.line.doneAt', { n: line.put_in ?? 0 })}
          {line.photo && <img className="kiosk-wo-line__photo" src={line.photo} alt="" />}
        </p>
      ) : (
        <div className="kiosk-wo-line__form">
          <label className="kiosk-field">
            <span>{t('gsCourier.line.putIn')}</span>
            <Stepper
              label={t('gsCourier.line.putIn')}
              value={putIn}
              min={0}
              max={Math.max(0, Math.min(line.expected, line.room))}
              onChange={setPutIn}
              testId="wo-put-in"
            />
          </label>
          <label className="kiosk-field kiosk-wo-line__photo-field">
            <span>{t('gsCourier.line.photo')}</span>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              capture="environment"
              data-testid="wo-photo-input"
              disabled={uploading}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
            {photo && (
              <img
                className="kiosk-wo-line__photo"
                src={photo}
                alt={t('gsCourier.line.photo')}
                data-testid="wo-photo"
              />
            )}
            {photoFailed && (
              <span className="kiosk-error" role="alert">
                {t('gsCourier.line.photoFailed')}
              </span>
            )}
          </label>
          {putIn < line.expected && (
            <Chips
              label={t('gsCourier.line.reason')}
              testId="wo-reason"
              value={reason}
              onChange={setReason}
              options={api.SHORTFALL_REASONS.map((r) => ({
                value: r,
                label: t(`gsCourier.reason.${r}`),
              }))}
            />
          )}
          {error && (
            <p className="kiosk-error" role="alert" data-testid="wo-line-error">
              {error}
            </p>
          )}
          <LoadingButton
            color="primary"
            disabled={uploading}
            onClick={submit}
            data-testid="wo-line-submit"
          >
            {t('gsCourier.line.done')}
          </LoadingButton>
        </div>
      )}
    </li>
  );
}

const WorkOrderDetail = observer(function WorkOrderDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const order = useLoad(() => unwrapMerchant(api.workOrderDetail(id)), [id]);
  const [finishError, setFinishError] = useState('');
  useKioskEvent(EVENTS.restockProgress, (p) => {
    if (p.id === id) void order.reload();
  });

  const wo = order.data;
  const finish = useOnce(async () => {
    if (!wo) return;
    setFinishError('');
    const open = wo.lines.filter((l) => l.done_at === null);
    try {
      await api.workOrderFinish(
        id,
        open.map((l) => ({ line_id: l.id, put_in: l.expected })),
      );
      toast(t('gsCourier.line.finished'));
      void order.reload();
    } catch (e) {
      setFinishError(messageOf(e));
    }
  });

  return (
    <PageFrame
      title={t('gsCourier.orders.title')}
      page="pages/guishang/bh/detail"
      homePath="/pages/guishang/courier/orders"
      className="kiosk-page"
    >
      {!wo && order.status === 'loading' && <ListSkeleton rows={3} />}
      {!wo && order.status === 'error' && <ErrorState onRetry={() => void order.reload()} />}
      {wo && (
        <>
          <section className="kiosk-card kiosk-wo-head" data-testid="wo-head">
            <h2>
              {t('gsStock.bh.record', { id: wo.id })} · {wo.cabinet_name}
            </h2>
            <p>
              <span
                className={wo.status === 0 ? 'kiosk-tag kiosk-tag--open' : 'kiosk-tag'}
                data-testid="wo-status"
              >
                {wo.status === 0 ? t('gsCourier.orders.open') : t('gsCourier.orders.finished')}
              </span>{' '}
              <DueTag dueAt={wo.due_at} overdue={wo.overdue} />{' '}
              <span data-testid="wo-progress">
                {t('gsCourier.orders.progress', {
                  done: wo.lines_done,
                  total: wo.lines_total,
                })}
              </span>
            </p>
          </section>
          <ul className="kiosk-wo-lines">
            {wo.lines.map((l) => (
              <LineCard
                key={`${l.id}:${l.done_at ?? 0}`}
                orderId={id}
                line={l}
                onDone={() => void order.reload()}
              />
            ))}
          </ul>
          {wo.status === 0 && (
            <section className="kiosk-card">
              {finishError && (
                <p className="kiosk-error" role="alert" data-testid="wo-finish-error">
                  {finishError}
                </p>
              )}
              <LoadingButton
                color="primary"
                fill="outline"
                onClick={finish}
                data-testid="wo-finish"
              >
                {t('gsCourier.line.finish')}
              </LoadingButton>
            </section>
          )}
        </>
      )}
    </PageFrame>
  );
});

export default WorkOrderDetail;
