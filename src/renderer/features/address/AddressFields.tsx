/**
 * The fields of an address form, shared by the consumer address screen and the merchant's
 * (guishang) one: consignee, mainland mobile (numeric keypad, `isMobile`), region (province /
 * city / district from China's full region list, src/shared/regions.ts, loaded with the picker
 * only: ./regions.ts `loadRegions()`), detail and "set as default".
 * Problems (the rules of ./address-form.ts) show under each field once it was left or after a
 * save attempt (`touched`); the server checks the same rules. The caller owns the state.
 */
import './strings';
import { CascadePicker, Input, Switch, TextArea } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { addressErrors, mobileDigits, type AddressDraft, type AddressField } from './address-form';
import { loadRegions, regionText, type RegionsModule } from './regions';
import './address.css';

export const EMPTY_ADDRESS: AddressDraft = { name: '', mobile: '', region: [], detail: '' };

export type AddressTouched = Partial<Record<AddressField, boolean>>;

export const ALL_TOUCHED: AddressTouched = { name: true, mobile: true, region: true, detail: true };

export interface AddressFieldsProps {
  draft: AddressDraft;
  onDraft: (update: (d: AddressDraft) => AddressDraft) => void;
  touched: AddressTouched;
  onTouched: (update: (t: AddressTouched) => AddressTouched) => void;
  isDefault: boolean;
  onDefault: (v: boolean) => void;
  /** the detail field's input limit (the consumer rule allows 120; merchant addresses 100) */
  detailMaxLength?: number;
}

/** The two cards of fields (no form element, no buttons) plus the region picker. */
export function AddressFields({
  draft,
  onDraft,
  touched,
  onTouched,
  isDefault,
  onDefault,
  detailMaxLength = 120,
}: AddressFieldsProps) {
  const { t } = useTranslation();
  const [pickerOpen, setPickerOpen] = useState(false);
  // issue 19: the full region list is its own chunk, fetched once this form is shown
  const [regions, setRegions] = useState<RegionsModule | null>(null);
  const [regionsFailed, setRegionsFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadRegions().then(
      (m) => live && setRegions(m),
      () => live && setRegionsFailed(true),
    );
    return () => {
      live = false;
    };
  }, [regionsFailed]);

  const errors = addressErrors(draft);
  const shown = (f: AddressField) => (touched[f] && errors[f] ? t(errors[f]) : '');
  const touch = (f: AddressField) => onTouched((s) => ({ ...s, [f]: true }));
  const set = <K extends AddressField>(f: K, v: AddressDraft[K]) =>
    onDraft((d) => ({ ...d, [f]: v }));

  const [province = '', city = '', district = ''] = draft.region;
  const pickerValue = regions?.findRegion(province, city, district) ?? [];

  return (
    <>
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
              data-testid="addr-region"
              onClick={() => {
                if (regionsFailed) setRegionsFailed(false);
                setPickerOpen(true);
              }}
            >
              <span
                id="addr-region-value"
                className={province ? 'addr-picker__value' : 'addr-picker__value addr-placeholder'}
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
              maxLength={detailMaxLength}
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
          <Switch checked={isDefault} onChange={onDefault} aria-labelledby="addr-default-label" />
        </div>
      </div>
      <CascadePicker
        title={t('address.region')}
        options={regions?.regionOptions() ?? []}
        loading={!regions}
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
    </>
  );
}
