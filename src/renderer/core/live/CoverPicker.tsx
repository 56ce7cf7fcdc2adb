/**
 * A room cover: a 16:9 tappable box (camera or gallery through the file input), the preview,
 * uploaded at once through the consumer image upload (`/api/upload/image`; large photos are
 * scaled down first). The consumer upload reports no byte progress, so the box shows a busy
 * veil until the URL is back. Reports the uploaded URL.
 */
import { DotLoading } from 'antd-mobile';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLY } from '../../../shared/constants';
import * as identityApi from '../api/identity';
import { shrinkImage } from '../wallet/shrink-image';

export interface CoverPickerProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

export function CoverPicker({ value, onChange, error }: CoverPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) {
      setFailed(true);
      return;
    }
    setFailed(false);
    setBusy(true);
    try {
      const blob = await shrinkImage(file);
      const res = await identityApi.uploadImage(blob, blob === file ? file.name : 'cover.jpg');
      if (res.code === REPLY.OK && res.data.url) onChange(res.data.url);
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

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
