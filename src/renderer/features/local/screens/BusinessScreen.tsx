/**
 * Apply to open a local shop (docs/api-local-shop.md "Opening a shop"): name, category, phone,
 * address and its point (picked on choose-location with `?purpose=pick`), licence number, up to 3
 * licence / storefront photos (the consumer upload, through the shared gallery editor), and the
 * weekly hours (the same every day, or per weekday). Inline validation; the draft is kept for the
 * visit (sessionStorage) so the trip to choose-location or a failed submit loses nothing.
 *
 * With an application on file its status shows: pending, approved (link to the shop: the
 * application is the shop row), rejected with the reason → edit and apply again.
 */
import '../../../core/i18n/data';
import { Button, Skeleton } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import type { LocalApplication } from '../../../../shared/contract/local-shop';
import * as localApi from '../api';
import '../strings';
import { ImageGalleryEditor, type GalleryUpload } from '../../cabinet';
import { buildHours, editorDays, sameEveryDay, type DayHours, type HoursError } from '../hours';
import { takePickedPoint, type CurrentPoint } from '../location';
import { CHOOSE_LOCATION, LocalField, SHOP_DETAILS } from '../parts';
import { ErrorState, LoadingButton, PageFrame, toast } from '../../../core/ui';
import { dynamicKey } from '../../../core/i18n/typed';
import { reportFailure, unwrap, useLoad } from '../../../core/data';

const PAGE = 'pages/subpack1/trashy/business';
const DRAFT_KEY = 'local:business-draft';
const MAX_PHOTOS = 3;

interface Draft {
  name: string;
  category_id: number;
  phone: string;
  address: string;
  point: CurrentPoint | null;
  licence_no: string;
  photos: string[];
  mode: 'same' | 'days';
  open: string;
  close: string;
  days: DayHours[];
}

type Field = 'name' | 'category' | 'phone' | 'address' | 'point' | 'licence' | 'photos' | 'hours';

const PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8})$/;
const LICENCE = /^[0-9A-Z]{15,20}$/;

function blankDraft(): Draft {
  return {
    name: '',
    category_id: 0,
    phone: '',
    address: '',
    point: null,
    licence_no: '',
    photos: [],
    mode: 'same',
    open: '09:00',
    close: '21:00',
    days: editorDays([]),
  };
}

function draftOf(a: LocalApplication): Draft {
  const same = sameEveryDay(a.hours);
  return {
    name: a.name,
    category_id: a.category_id,
    phone: a.phone,
    address: a.address,
    point: { lat_e6: a.lat_e6, lng_e6: a.lng_e6, name: a.address },
    licence_no: a.licence_no,
    photos: a.licence_images.slice(0, MAX_PHOTOS),
    mode: same ? 'same' : 'days',
    open: same?.open ?? '09:00',
    close: same?.close ?? '21:00',
    days: editorDays(a.hours),
  };
}

function readDraft(): Draft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? { ...blankDraft(), ...(JSON.parse(raw) as Partial<Draft>) } : null;
  } catch {
    return null;
  }
}

/** Validates the draft; the first problem per field, and the hours built when valid. */
function validateDraft(d: Draft) {
  const errors: Partial<Record<Field, string>> = {};
  const name = d.name.trim();
  if (name.length < 2 || name.length > 32) errors.name = 'name';
  if (!d.category_id) errors.category = 'category';
  if (!PHONE.test(d.phone.trim())) errors.phone = 'phone';
  if (d.address.trim().length < 4 || d.address.trim().length > 120) errors.address = 'address';
  if (!d.point) errors.point = 'point';
  if (!LICENCE.test(d.licence_no.trim().toUpperCase())) errors.licence = 'licence';
  if (d.photos.length === 0) errors.photos = 'photos';
  const hours = buildHours(
    d.mode === 'same'
      ? { mode: 'same', open: d.open, close: d.close }
      : { mode: 'days', days: d.days },
  );
  if (!hours.ok) errors.hours = hours.error satisfies HoursError;
  return { errors, hours: hours.ok ? hours.hours : null };
}

const consumerUpload: GalleryUpload = async (file, name) => {
  const data = await unwrap(localApi.uploadLocalImage(file, name));
  if (!data?.url) throw new Error('upload failed');
  return data.url;
};

export default function Business() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useLoad(() => unwrap(localApi.getMyApplication()), []);
  const [editing, setEditing] = useState(false);
  const [draft, setDraftState] = useState<Draft>(() => readDraft() ?? blankDraft());
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const [uploading, setUploading] = useState(false);
  const [galleryKey, setGalleryKey] = useState(0);
  const cats = useLoad(() => unwrap(localApi.getLocalCategories()), []);

  const setDraft = (patch: Partial<Draft>) => {
    setDraftState((d) => {
      const next = { ...d, ...patch };
      try {
        sessionStorage.setItem(DRAFT_KEY, JSON.stringify(next));
      } catch {
        // kept in the state only
      }
      return next;
    });
  };

  // Back from choose-location with a picked point.
  useEffect(() => {
    const p = takePickedPoint();
    if (p) {
      setDraft({ point: p });
      setEditing(true);
    }
  }, []);

  const errMsg = (f: Field) => {
    const e = shown[f];
    return e ? t(dynamicKey('local.business.err', e)) : null;
  };

  const live = validateDraft(draft);
  // Once a field was reported, it re-validates as the user types.
  const recheck = (next: Partial<Draft>) => {
    setDraft(next);
    if (Object.keys(shown).length > 0) setShown(validateDraft({ ...draft, ...next }).errors);
  };

  const submit = async () => {
    if (uploading) {
      toast(t('local.business.err.uploading'));
      return;
    }
    const { errors, hours } = live;
    setShown(errors);
    if (Object.keys(errors).length > 0 || !hours || !draft.point) {
      document.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: 'center' });
      return;
    }
    try {
      await unwrap(
        localApi.applyBusiness({
          name: draft.name.trim(),
          category_id: draft.category_id,
          phone: draft.phone.trim(),
          address: draft.address.trim(),
          lat_e6: draft.point.lat_e6,
          lng_e6: draft.point.lng_e6,
          licence_no: draft.licence_no.trim().toUpperCase(),
          licence_images: draft.photos,
          hours,
        }),
      );
      sessionStorage.removeItem(DRAFT_KEY);
      toast(t('local.business.submitted'));
      setEditing(false);
      await mine.reload();
    } catch (error) {
      reportFailure(error, { fallbackKey: 'data.networkError' });
    }
  };

  const app = mine.data ?? null;
  const showForm = editing || (mine.status === 'ready' && !app);

  const startEdit = (a: LocalApplication) => {
    const d = draftOf(a);
    setDraftState(d);
    setGalleryKey((k) => k + 1);
    setEditing(true);
  };

  const error = (field: Field, id: string) =>
    errMsg(field) && (
      <p id={`${id}-err`} className="local-error">
        {errMsg(field)}
      </p>
    );

  let body;
  if (mine.status === 'error') body = <ErrorState onRetry={mine.retry} />;
  else if (mine.status === 'loading')
    body = (
      <div className="local-section" aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  else if (!showForm && app)
    body = (
      <section
        className={`local-status local-status--${app.status}`}
        data-testid="local-application"
      >
        <span className="local-status__badge">{t(`local.business.status.${app.status}`)}</span>
        <h2 style={{ margin: '4px 0' }}>{app.name}</h2>
        <p className="local-muted">
          {app.status === 0 && t('local.business.pendingHint')}
          {app.status === 1 && t('local.business.approvedHint')}
          {app.status === 2 && t('local.business.rejectedHint', { reason: app.review_reason })}
        </p>
        {app.status === 1 && (
          <Link className="local-link" to={`${SHOP_DETAILS}?id=${app.id}`}>
            {t('local.business.viewShop')} ›
          </Link>
        )}
        {app.status === 2 && (
          <Button color="primary" shape="rounded" onClick={() => startEdit(app)}>
            {t('local.business.edit')}
          </Button>
        )}
      </section>
    );
  else
    body = (
      <form className="local-section local-form" noValidate onSubmit={(e) => e.preventDefault()}>
        <p className="local-muted">{t('local.business.intro')}</p>
        <LocalField
          id="biz-name"
          label={t('local.business.name')}
          error={errMsg('name')}
          value={draft.name}
          maxLength={32}
          placeholder={t('local.business.namePh')}
          onChange={(e) => recheck({ name: e.target.value })}
        />

        <label htmlFor="biz-cat">{t('local.business.category')}</label>
        <select
          id="biz-cat"
          className="local-input"
          value={draft.category_id}
          aria-invalid={shown.category ? true : undefined}
          onChange={(e) => recheck({ category_id: Number(e.target.value) })}
        >
          <option value={0}>{t('local.business.chooseCategory')}</option>
          {(cats.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {error('category', 'biz-cat')}

        <LocalField
          id="biz-phone"
          label={t('local.business.phone')}
          error={errMsg('phone')}
          value={draft.phone}
          type="tel"
          inputMode="tel"
          maxLength={13}
          placeholder={t('local.business.phonePh')}
          onChange={(e) => recheck({ phone: e.target.value })}
        />

        <LocalField
          id="biz-address"
          label={t('local.business.address')}
          error={errMsg('address')}
          value={draft.address}
          maxLength={120}
          placeholder={t('local.business.addressPh')}
          onChange={(e) => recheck({ address: e.target.value })}
        />

        <span className="local-label">{t('local.business.point')}</span>
        <button
          type="button"
          className="local-row-button local-input"
          aria-invalid={shown.point ? true : undefined}
          onClick={() => void navigate(`${CHOOSE_LOCATION}?purpose=pick`)}
        >
          <span>
            {draft.point
              ? t('local.business.pointSet', {
                  name:
                    draft.point.name || `${draft.point.lat_e6 / 1e6}, ${draft.point.lng_e6 / 1e6}`,
                })
              : t('local.business.choosePoint')}
          </span>
          <span aria-hidden="true">›</span>
        </button>
        {error('point', 'biz-point')}

        <LocalField
          id="biz-licence"
          label={t('local.business.licence')}
          error={errMsg('licence')}
          value={draft.licence_no}
          maxLength={20}
          autoCapitalize="characters"
          placeholder={t('local.business.licencePh')}
          onChange={(e) => recheck({ licence_no: e.target.value })}
        />

        <span className="local-label">
          {t('local.business.photos')}{' '}
          <small className="local-muted">{t('local.business.photosHint')}</small>
        </span>
        <ImageGalleryEditor
          key={galleryKey}
          initial={draft.photos}
          max={MAX_PHOTOS}
          upload={consumerUpload}
          label={t('local.business.photos')}
          onChange={(urls) => recheck({ photos: urls })}
          onBusyChange={setUploading}
        />
        {error('photos', 'biz-photos')}

        <span className="local-label">{t('local.business.hours')}</span>
        <div className="local-modes" role="radiogroup" aria-label={t('local.business.hours')}>
          {(['same', 'days'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              className="local-mode"
              aria-checked={draft.mode === m}
              onClick={() => recheck({ mode: m })}
            >
              {m === 'same' ? t('local.business.sameEveryDay') : t('local.business.perDay')}
            </button>
          ))}
        </div>
        {draft.mode === 'same' ? (
          <div className="local-daygrid" style={{ gridTemplateColumns: '1fr 1fr', marginTop: 8 }}>
            <input
              type="time"
              className="local-input"
              aria-label={t('local.business.open')}
              value={draft.open}
              onChange={(e) => recheck({ open: e.target.value })}
            />
            <input
              type="time"
              className="local-input"
              aria-label={t('local.business.close')}
              value={draft.close}
              onChange={(e) => recheck({ close: e.target.value })}
            />
          </div>
        ) : (
          <div className="local-daygrid" style={{ marginTop: 8 }}>
            {draft.days.map((d, i) => {
              const set = (patch: Partial<DayHours>) =>
                recheck({ days: draft.days.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
              const day = t(dynamicKey('local.week', d.day));
              return (
                <div key={d.day} style={{ display: 'contents' }}>
                  <span>{day}</span>
                  <input
                    type="time"
                    className="local-input"
                    aria-label={`${day} ${t('local.business.open')}`}
                    value={d.open}
                    disabled={d.closed}
                    onChange={(e) => set({ open: e.target.value })}
                  />
                  <input
                    type="time"
                    className="local-input"
                    aria-label={`${day} ${t('local.business.close')}`}
                    value={d.close}
                    disabled={d.closed}
                    onChange={(e) => set({ close: e.target.value })}
                  />
                  <label
                    style={{
                      margin: 0,
                      fontWeight: 'normal',
                      minHeight: 44,
                      display: 'flex',
                      alignItems: 'center',
                      gap: 4,
                    }}
                  >
                    <input
                      type="checkbox"
                      checked={d.closed}
                      onChange={(e) => set({ closed: e.target.checked })}
                    />
                    {t('local.business.closedDay')}
                  </label>
                </div>
              );
            })}
          </div>
        )}
        <p className="local-muted">{t('local.business.overnight')}</p>
        {error('hours', 'biz-hours')}
        <LoadingButton
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={submit}
          data-testid="local-business-submit"
          style={{ marginTop: 16 }}
        >
          {app?.status === 2 ? t('local.business.resubmit') : t('local.business.submit')}
        </LoadingButton>
      </form>
    );

  return (
    <PageFrame title={t('local.business.title')} page={PAGE}>
      {body}
    </PageFrame>
  );
}
