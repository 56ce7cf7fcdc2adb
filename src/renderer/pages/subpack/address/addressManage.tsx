/**
 * Add (no `id`) or edit (`?id=`) a delivery address: consignee, mainland mobile (numeric keypad,
 * checked with `isMobile`), region (province / city / district from the built-in dataset of
 * core/address/regions.ts), detail, "set as default"; editing also offers delete. Problems show
 * under each field after it was left or on save; the server checks the same rules.
 *
 * In select mode (`select=1&back=`, passed on by the address list) a saved address is used at
 * once: back past the list to the confirmation page, which is replaced with `address_id`.
 */
import { CascadePicker, Input, Skeleton, Switch, TextArea } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { REPLY } from '../../../../shared/constants';
import * as addressApi from '../../../core/api/address';
import {
  addressErrors,
  mobileDigits,
  type AddressDraft,
  type AddressField,
} from '../../../core/address/address-form';
import { findRegion, regionOptions, regionText } from '../../../core/address/regions';
import { useAsync } from '../../../core/catalogue/use-async';
import { safePagePath, withParam } from '../../../core/checkout/checkout-query';
import { confirm, EmptyState, ErrorState, LoadingButton, PageFrame, toast } from '../../../core/ui';
import { reportFailure } from '../../../core/wallet/errors';

const PAGE = 'pages/subpack/address/addressManage';
const LIST = '/pages/subpack/address/address';

const EMPTY: AddressDraft = { name: '', mobile: '', region: [], detail: '' };

export default function AddressManage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const idParam = Number(params.get('id') ?? 0);
  const editId = Number.isSafeInteger(idParam) && idParam > 0 ? idParam : 0;
  const back = safePagePath(params.get('back'));
  const selecting = params.get('select') === '1' && back !== null;
  const state = location.state as { pick?: boolean; depth?: number } | null;

  // Editing needs the saved address: the list answers it (there is no single-address call).
  const load = useAsync(async () => {
    if (!editId) return null;
    const res = await addressApi.getAddresses();
    return res.data.list.find((a) => a.id === editId) ?? null;
  }, [editId]);

  const [draft, setDraft] = useState<AddressDraft>(EMPTY);
  const [isDefault, setIsDefault] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [pickerOpen, setPickerOpen] = useState(false);

  const saved = load.data;
  useEffect(() => {
    if (!saved) return;
    setDraft({
      name: saved.name,
      mobile: saved.mobile,
      region: [saved.province, saved.city, saved.district].filter(Boolean),
      detail: saved.detail,
    });
    setIsDefault(saved.is_default);
  }, [saved]);

  const errors = addressErrors(draft);
  const shown = (f: AddressField) => (touched[f] && errors[f] ? t(errors[f]) : '');
  const touch = (f: AddressField) => setTouched((s) => ({ ...s, [f]: true }));
  const set = <K extends AddressField>(f: K, v: AddressDraft[K]) =>
    setDraft((d) => ({ ...d, [f]: v }));

  const [province = '', city = '', district = ''] = draft.region;
  const pickerValue = findRegion(province, city, district) ?? [];

  /** Leaves after a save or a delete; in select mode uses the address `id`. */
  const leave = async (id: number | null) => {
    if (selecting && back && id) {
      const target = '/' + withParam(back, 'address_id', id);
      if (state?.depth) {
        await navigate(state.pick ? -state.depth : -(state.depth - 1));
        await navigate(target, { replace: true });
      } else {
        await navigate(target, { replace: true });
      }
      return;
    }
    if (window.history.length > 1) await navigate(-1);
    else await navigate(LIST, { replace: true });
  };

  const save = async () => {
    setTouched({ name: true, mobile: true, region: true, detail: true });
    if (Object.values(errors).some(Boolean)) return;
    try {
      const res = await addressApi.editAddress({
        ...(editId ? { id: editId } : {}),
        name: draft.name.trim(),
        mobile: draft.mobile,
        province,
        city,
        district,
        detail: draft.detail.trim(),
        is_default: isDefault,
      });
      if (res.code !== REPLY.OK) return;
      toast(t('address.saved'));
      await leave(res.data?.id ?? editId);
    } catch (error) {
      reportFailure(error);
    }
  };

  const remove = async () => {
    if (!editId || !(await confirm(t('address.deleteConfirm')))) return;
    try {
      const res = await addressApi.delAddress(editId);
      if (res.code !== REPLY.OK) return;
      toast(t('address.deleted'));
      if (window.history.length > 1) await navigate(-1);
      else await navigate(LIST, { replace: true });
    } catch (error) {
      reportFailure(error);
    }
  };

  let body;
  if (editId && load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (editId && load.status === 'loading')
    body = (
      <div className="card addr-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  else if (editId && !saved)
    body = (
      <EmptyState
        title={t('address.notFound')}
        actionText={t('address.backToList')}
        onAction={() => void navigate(LIST, { replace: true })}
      />
    );
  else
    body = (
      <form className="addr-form" noValidate onSubmit={(e) => e.preventDefault()}>
        <div className="card addr-form__card">
          <div className="addr-field">
            <label className="addr-field__label" htmlFor="addr-name">
              {t('address.name')}
            </label>
            <div className="addr-field__control">
              <Input
                id="addr-name"
                autoComplete="name"
                maxLength={20}
                value={draft.name}
                placeholder={t('address.namePlaceholder')}
                onChange={(v) => set('name', v)}
                onBlur={() => touch('name')}
                aria-invalid={Boolean(shown('name'))}
                aria-describedby="addr-name-error"
              />
              <p id="addr-name-error" className="addr-error" role="alert">
                {shown('name')}
              </p>
            </div>
          </div>
          <div className="addr-field">
            <label className="addr-field__label" htmlFor="addr-mobile">
              {t('address.mobile')}
            </label>
            <div className="addr-field__control">
              <Input
                id="addr-mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={draft.mobile}
                placeholder={t('address.mobilePlaceholder')}
                onChange={(v) => set('mobile', mobileDigits(v))}
                onBlur={() => touch('mobile')}
                aria-invalid={Boolean(shown('mobile'))}
                aria-describedby="addr-mobile-error"
              />
              <p id="addr-mobile-error" className="addr-error" role="alert">
                {shown('mobile')}
              </p>
            </div>
          </div>
          <div className="addr-field">
            <span className="addr-field__label" id="addr-region-label">
              {t('address.region')}
            </span>
            <div className="addr-field__control">
              <button
                type="button"
                className="addr-picker"
                aria-labelledby="addr-region-label addr-region-value"
                aria-describedby="addr-region-error"
                aria-invalid={Boolean(shown('region'))}
                onClick={() => setPickerOpen(true)}
              >
                <span
                  id="addr-region-value"
                  className={
                    province ? 'addr-picker__value' : 'addr-picker__value addr-placeholder'
                  }
                >
                  {province ? regionText(province, city, district) : t('address.regionPlaceholder')}
                </span>
                <span className="addr-picker__arrow" aria-hidden="true">
                  ›
                </span>
              </button>
              <p id="addr-region-error" className="addr-error" role="alert">
                {shown('region')}
              </p>
            </div>
          </div>
          <div className="addr-field addr-field--top">
            <label className="addr-field__label" htmlFor="addr-detail">
              {t('address.detail')}
            </label>
            <div className="addr-field__control">
              <TextArea
                id="addr-detail"
                autoSize={{ minRows: 2, maxRows: 4 }}
                maxLength={120}
                value={draft.detail}
                placeholder={t('address.detailPlaceholder')}
                onChange={(v) => set('detail', v)}
                onBlur={() => touch('detail')}
                aria-invalid={Boolean(shown('detail'))}
                aria-describedby="addr-detail-error"
              />
              <p id="addr-detail-error" className="addr-error" role="alert">
                {shown('detail')}
              </p>
            </div>
          </div>
        </div>
        <div className="card addr-form__card">
          <div className="addr-field addr-field--switch">
            <span className="addr-field__label" id="addr-default-label">
              {t('address.setDefault')}
              <span className="addr-field__hint">{t('address.setDefaultHint')}</span>
            </span>
            <Switch
              checked={isDefault}
              onChange={setIsDefault}
              aria-labelledby="addr-default-label"
            />
          </div>
        </div>
        <div className="addr-form__actions">
          <LoadingButton block color="primary" size="large" shape="rounded" onClick={save}>
            {t('address.save')}
          </LoadingButton>
          {editId > 0 && (
            <LoadingButton block size="large" shape="rounded" onClick={remove}>
              {t('address.deleteThis')}
            </LoadingButton>
          )}
        </div>
      </form>
    );

  return (
    <PageFrame
      title={editId ? t('address.editTitle') : t('address.addTitle')}
      page={PAGE}
      homePath={LIST}
    >
      {body}
      <CascadePicker
        title={t('address.region')}
        options={regionOptions()}
        visible={pickerOpen}
        value={pickerValue}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onClose={() => {
          setPickerOpen(false);
          touch('region');
        }}
        onConfirm={(value) => {
          set(
            'region',
            value.filter((v): v is string => typeof v === 'string' && v !== ''),
          );
          touch('region');
        }}
      />
    </PageFrame>
  );
}
