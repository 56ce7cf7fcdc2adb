/** Live title (≤ 40) and selling point (≤ 100) of a library goods, with inline validation. */
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../../core/i18n';
import '../../strings';

export interface LiveGoodsValues {
  title: string;
  selling_point: string;
}
export type LiveGoodsErrors = Partial<Record<keyof LiveGoodsValues, string>>;

export function validateLiveGoods(v: LiveGoodsValues, t: TFunction): LiveGoodsErrors {
  const e: LiveGoodsErrors = {};
  const title = v.title.trim();
  if (!title) e.title = t('live.library.errors.titleRequired');
  else if (title.length > 40) e.title = t('live.library.errors.titleLong');
  if (v.selling_point.trim().length > 100) e.selling_point = t('live.library.errors.pointLong');
  return e;
}

export function LiveGoodsFields({
  values,
  errors,
  onChange,
}: {
  values: LiveGoodsValues;
  errors: LiveGoodsErrors;
  onChange: (v: LiveGoodsValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="live-field">
        <span className="live-field__label">{t('live.library.liveTitle')}</span>
        <input
          className="live-field__input"
          name="live_title"
          value={values.title}
          maxLength={60}
          aria-invalid={!!errors.title}
          onChange={(e) => onChange({ ...values, title: e.target.value })}
        />
        {errors.title && <span className="live-field__error">{errors.title}</span>}
      </label>
      <label className="live-field">
        <span className="live-field__label">{t('live.library.sellingPoint')}</span>
        <textarea
          className="live-field__input live-field__textarea"
          name="selling_point"
          rows={3}
          value={values.selling_point}
          aria-invalid={!!errors.selling_point}
          placeholder={t('live.library.pointPlaceholder')}
          onChange={(e) => onChange({ ...values, selling_point: e.target.value })}
        />
        <span className="live-field__hint">{values.selling_point.trim().length}/100</span>
        {errors.selling_point && <span className="live-field__error">{errors.selling_point}</span>}
      </label>
    </>
  );
}
