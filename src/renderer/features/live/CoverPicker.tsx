/**
 * A room cover: a 16:9 tappable box (camera or gallery through the file input), the preview,
 * uploaded at once through the consumer image upload (`/api/upload/image`; large photos are
 * scaled down first). The consumer upload reports no byte progress, so the box shows a busy
 * veil until the URL is back. Reports the uploaded URL.
 */
import { DotLoading } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from '../../core/i18n';
import { usePhotoUpload } from '../../core/api/upload';
import './strings';

export interface CoverPickerProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

export function CoverPicker({ value, onChange, error }: CoverPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, failed, input, choose } = usePhotoUpload(onChange);

  return (
    <div className="live-cover-picker">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="ui-sr-only"
        data-testid="live-cover-input"
        disabled={busy}
        onChange={(e) => void choose(e.target.files?.[0])}
        aria-describedby={`${id}-status`}
      />
      <label htmlFor={id} className="live-cover-picker__box" aria-busy={busy}>
        {value ? (
          <img src={value} alt={t('live.add.cover')} />
        ) : (
          <span className="live-cover-picker__plus" aria-hidden="true">
            +
          </span>
        )}
        <span className="live-cover-picker__label">
          {value ? t('live.add.changeCover') : t('live.add.chooseCover')}
        </span>
        {busy && (
          <span className="live-cover-picker__veil">
            <DotLoading color="white" />
          </span>
        )}
      </label>
      <p id={`${id}-status`} className="live-field__hint" role="status">
        {busy ? (
          t('live.add.uploading')
        ) : failed ? (
          <span className="live-field__error">{t('live.add.uploadFailed')}</span>
        ) : error ? (
          <span className="live-field__error">{error}</span>
        ) : value ? (
          t('live.add.uploaded')
        ) : (
          t('live.add.coverHint')
        )}
      </p>
    </div>
  );
}
